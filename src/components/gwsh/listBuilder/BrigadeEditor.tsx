/**
 * One brigade: name, grade, off-table mark, its stands with counts, the picker, its cost and findings.
 * Memoised: a brigade whose data, cost and findings are unchanged is not drawn again, so an edit in a long
 * list draws only the brigade it changed; `actions` is stable and always acts on the list as it is now.
 */
import { memo } from 'react';
import type { BrigadePlaces } from '#src/lib/gwsh/list/findingPlaces.ts';
import type { BrigadeCost } from '#src/lib/gwsh/list/brigadeCost.ts';
import type { Brigade } from '#src/lib/gwsh/list/listFile.ts';
import { counted } from '#src/lib/numbers/wording.ts';
import { gradeNames, grades, shownBrigadeName } from '#src/lib/gwsh/list/listFormat.ts';
import { CheckField, SelectField } from '../../shared/Fields.tsx';
import { formatPoints } from '#src/lib/points/exact.ts';
import Arithmetic from './Arithmetic.tsx';
import CountInput from './CountInput.tsx';
import Findings from '../../shared/Findings.tsx';
import { findingTermCard } from '../findingTerm.tsx';
import { gwshRuleLink } from '#src/lib/gwsh/sections.ts';
import StandPicker from './StandPicker.tsx';

const GRADES = grades.map((g) => [g, gradeNames[g]] as const);

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
  actions: BrigadeActions;
}

/** What a brigade's controls do, given the brigade's index. */
export interface BrigadeActions {
  change: (b: number, patch: Partial<Pick<Brigade, 'name' | 'grade' | 'offTable'>>) => void;
  addStand: (b: number, unit: string, count: number, name: string) => void;
  setCount: (b: number, line: number, count: number) => void;
  removeStand: (b: number, line: number) => void;
  move: (b: number, by: -1 | 1) => void;
  duplicate: (b: number) => void;
  remove: (b: number) => void;
}

export default memo(BrigadeEditor);

function BrigadeEditor(p: Props) {
  const a = p.actions;
  const b = p.index;
  const ids = brigadeIds(p.idPrefix, p.index);
  const label = shownBrigadeName(p.brigade.name, p.index);

  return (
    <section className="lb-brigade" aria-labelledby={ids.heading}>
      <div className="lb-brigade-head">
        <h3 id={ids.heading} tabIndex={-1}>
          {label}
        </h3>
        <p className="lb-brigade-cost">
          <strong>{p.cost?.costText ?? '0'}</strong> pts
          <span className="lb-muted"> · {counted(p.cost?.standCount ?? 0, 'stand', 'stands')}</span>
        </p>
      </div>
      <div className="lb-fields">
        <div className="lb-field lb-field--wide">
          <label htmlFor={ids.name}>Brigade name</label>
          <input
            id={ids.name}
            type="text"
            value={p.brigade.name}
            maxLength={200}
            autoComplete="off"
            onChange={(e) => a.change(b, { name: e.target.value })}
          />
        </div>
        <SelectField
          family="lb"
          id={`${ids.name}-grade`}
          label="Morale grade"
          value={p.brigade.grade}
          options={GRADES}
          onChange={(grade) => a.change(b, { grade })}
        />
        <CheckField
          family="lb"
          id={`${ids.name}-off`}
          label="Off table"
          value={p.brigade.offTable ?? false}
          onChange={(offTable) => a.change(b, { offTable })}
        />
      </div>
      <Findings links={gwshRuleLink} extra={findingTermCard} findings={p.places?.brigade} label={`Findings for ${label}`} />

      {p.brigade.stands.length > 0 && (
        <ul className="lb-lines" aria-label={`Stands in ${label}`}>
          {p.brigade.stands.map((stand, line) => {
            const costed = p.cost?.stands[line];
            const name = costed?.row?.name ?? stand.unit;
            return (
              <li key={`${stand.unit}-${line}`} className="lb-line">
                <div className="lb-line-name">
                  {costed?.row ? <a href={costed.row.href}>{name}</a> : <span className="lb-unresolved">“{stand.unit}” (not found)</span>}
                  <span className="lb-muted">
                    {' '}
                    · {costed?.pointsEach === null || !costed ? 'no value' : `${formatPoints(costed.pointsEach)} each`}
                  </span>
                </div>
                <CountInput
                  id={ids.count(line)}
                  value={stand.count}
                  what={`${name} in ${label}`}
                  onChange={(n) => a.setCount(b, line, n)}
                />
                <span className="lb-line-subtotal">
                  {costed?.subtotalText ?? '0'}
                  <span className="lb-sr"> points</span>
                </span>
                <button
                  type="button"
                  className="lb-icon-button lb-remove"
                  aria-label={`Remove ${name} from ${label}`}
                  onClick={() => a.removeStand(b, line)}
                >
                  <span aria-hidden="true">✕</span>
                </button>
                <Findings links={gwshRuleLink} extra={findingTermCard} findings={p.places?.stands.get(line)} />
              </li>
            );
          })}
        </ul>
      )}

      <StandPicker id={ids.picker} nation={p.nation} year={p.year} into={label} onPick={(unit, n, o) => a.addStand(b, unit, n, o.name)} />
      {p.cost && p.cost.stands.length > 0 && <Arithmetic steps={p.cost.steps} what={label} />}
      {p.cost?.offTableOther && p.cost.stands.length > 0 && (
        <p className="lb-muted lb-alternative">
          {p.cost.offTableOther.reading === 'alternative'
            ? 'Read the other way (20 points off the quality percentage'
            : 'Read as this site reads it elsewhere (20% off the multiplied cost'}
          , {p.cost.offTableOther.percent}% of the base cost), this brigade would cost {p.cost.offTableOther.costText} pts.
        </p>
      )}

      <div className="lb-toolbar lb-brigade-actions">
        <button
          type="button"
          id={`${ids.name}-up`}
          className="lb-button lb-button--quiet"
          onClick={() => a.move(b, -1)}
          disabled={p.index === 0}
        >
          Move up<span className="lb-sr">: {label}</span>
        </button>
        <button
          type="button"
          id={`${ids.name}-down`}
          className="lb-button lb-button--quiet"
          onClick={() => a.move(b, 1)}
          disabled={p.index === p.count - 1}
        >
          Move down<span className="lb-sr">: {label}</span>
        </button>
        <button type="button" className="lb-button lb-button--quiet" onClick={() => a.duplicate(b)}>
          Duplicate<span className="lb-sr">: {label}</span>
        </button>
        <button type="button" className="lb-button lb-button--quiet lb-button--danger" onClick={() => a.remove(b)}>
          Remove brigade<span className="lb-sr">: {label}</span>
        </button>
      </div>
    </section>
  );
}
