/** One brigade: name, grade, off-table mark, its stands with counts, the picker, its cost and findings. */
import type { BrigadePlaces } from '../../lib/gwsh/list/findingPlaces.ts';
import type { BrigadeCost } from '../../lib/gwsh/list/brigadeCost.ts';
import { grades, type Brigade, type Grade } from '../../lib/gwsh/list/listFile.ts';
import { formatPoints } from '../../lib/points/exact.ts';
import Arithmetic from './Arithmetic.tsx';
import CountInput from './CountInput.tsx';
import Findings from '../shared/Findings.tsx';
import StandPicker from './StandPicker.tsx';

export const gradeLabels: Record<Grade, string> = { elite: 'Elite', veteran: 'Veteran', regular: 'Regular', green: 'Green', random: 'Random' };

/** Element ids inside a brigade, so the builder can move focus after adding or removing. */
export const brigadeIds = (prefix: string, index: number) => ({
  heading: `${prefix}-b${index}-heading`,
  name: `${prefix}-b${index}-name`,
  picker: `${prefix}-b${index}-picker`,
  count: (line: number) => `${prefix}-b${index}-s${line}-count`,
});

interface Props {
  idPrefix: string;
  index: number;
  count: number;
  brigade: Brigade;
  cost: BrigadeCost | undefined;
  places: BrigadePlaces | undefined;
  nation: string;
  year: number;
  onChange: (patch: Partial<Pick<Brigade, 'name' | 'grade' | 'offTable'>>) => void;
  onAddStand: (unit: string, count: number, name: string) => void;
  onCount: (line: number, count: number) => void;
  onRemoveStand: (line: number) => void;
  onMove: (by: -1 | 1) => void;
  onDuplicate: () => void;
  onRemove: () => void;
}

export default function BrigadeEditor(p: Props) {
  const ids = brigadeIds(p.idPrefix, p.index);
  const label = p.brigade.name.trim() || `Brigade ${p.index + 1}`;
  const gradeId = `${ids.name}-grade`;
  const offId = `${ids.name}-off`;

  return (
    <section className="lb-brigade" aria-labelledby={ids.heading}>
      <div className="lb-brigade-head">
        <h3 id={ids.heading} tabIndex={-1}>{label}</h3>
        <p className="lb-brigade-cost">
          <strong>{p.cost?.costText ?? '0'}</strong> pts
          <span className="lb-muted"> · {p.cost?.standCount ?? 0} stands</span>
        </p>
      </div>
      <div className="lb-fields">
        <div className="lb-field lb-field--wide">
          <label htmlFor={ids.name}>Brigade name</label>
          <input id={ids.name} type="text" value={p.brigade.name} maxLength={200} autoComplete="off" onChange={(e) => p.onChange({ name: e.target.value })} />
        </div>
        <div className="lb-field">
          <label htmlFor={gradeId}>Morale grade</label>
          <select id={gradeId} value={p.brigade.grade} onChange={(e) => p.onChange({ grade: e.target.value as Grade })}>
            {grades.map((g) => <option key={g} value={g}>{gradeLabels[g]}</option>)}
          </select>
        </div>
        <div className="lb-check">
          <input id={offId} type="checkbox" checked={p.brigade.offTable ?? false} onChange={(e) => p.onChange({ offTable: e.target.checked })} />
          <label htmlFor={offId}>Off-table artillery</label>
        </div>
      </div>
      <Findings findings={p.places?.brigade} label={`Findings for ${label}`} />

      {p.brigade.stands.length > 0 && (
        <ul className="lb-lines" aria-label={`Stands in ${label}`}>
          {p.brigade.stands.map((stand, line) => {
            const costed = p.cost?.stands[line];
            const name = costed?.row?.name ?? stand.unit;
            return (
              <li key={`${stand.unit}-${line}`} className="lb-line">
                <div className="lb-line-name">
                  {costed?.row ? <a href={costed.row.href}>{name}</a> : <span className="lb-unresolved">“{stand.unit}” (not found)</span>}
                  <span className="lb-muted"> · {costed?.pointsEach === null || !costed ? 'no value' : `${formatPoints(costed.pointsEach)} each`}</span>
                </div>
                <CountInput id={ids.count(line)} value={stand.count} what={`${name} in ${label}`} onChange={(n) => p.onCount(line, n)} />
                <span className="lb-line-subtotal">{costed?.subtotalText ?? '0'}<span className="lb-sr"> points</span></span>
                <button type="button" className="lb-icon-button lb-remove" aria-label={`Remove ${name} from ${label}`} onClick={() => p.onRemoveStand(line)}>
                  <span aria-hidden="true">✕</span>
                </button>
                <Findings findings={p.places?.stands.get(line)} />
              </li>
            );
          })}
        </ul>
      )}

      <StandPicker id={ids.picker} nation={p.nation} year={p.year} into={label} onPick={(unit, n, o) => p.onAddStand(unit, n, o.name)} />
      {p.cost && p.cost.stands.length > 0 && <Arithmetic steps={p.cost.steps} what={label} />}

      <div className="lb-toolbar lb-brigade-actions">
        <button type="button" id={`${ids.name}-up`} className="lb-button lb-button--quiet" onClick={() => p.onMove(-1)} disabled={p.index === 0}>
          Move up<span className="lb-sr">: {label}</span>
        </button>
        <button type="button" id={`${ids.name}-down`} className="lb-button lb-button--quiet" onClick={() => p.onMove(1)} disabled={p.index === p.count - 1}>
          Move down<span className="lb-sr">: {label}</span>
        </button>
        <button type="button" className="lb-button lb-button--quiet" onClick={p.onDuplicate}>
          Duplicate<span className="lb-sr">: {label}</span>
        </button>
        <button type="button" className="lb-button lb-button--quiet lb-button--danger" onClick={p.onRemove}>
          Remove brigade<span className="lb-sr">: {label}</span>
        </button>
      </div>
    </section>
  );
}
