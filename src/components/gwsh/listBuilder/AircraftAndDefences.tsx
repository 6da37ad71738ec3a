/** Aircraft (10.4) and field defences or gas (10.5.1): bought with the list, never multiplied by quality. */
import { useId, useMemo, useState, type ReactNode } from 'react';
import type { ItemsCost } from '#src/lib/gwsh/list/costLines.ts';
import type { LinePlaces } from '#src/lib/gwsh/list/findingPlaces.ts';
import { addItem, itemsOf, parseCount, removeItem, setItemCount } from '#src/lib/gwsh/list/listEdits.ts';
import type { ListModelState } from '#src/lib/tools/listBuilder/listBuilderModel.ts';
import { useListModelContext, useLoadedTables } from './useListModel.ts';
import type { ListEdits } from './useListEdits.ts';
import { aircraftOptions, defenceOptions, type PickerOption } from '#src/lib/gwsh/list/standPicker.ts';
import { formatPoints } from '#src/lib/points/exact.ts';
import CountInput from './CountInput.tsx';
import Findings from '../../shared/Findings.tsx';
import { findingTermCard } from '../findingTerm.tsx';
import { gwshRuleLink } from '#src/lib/gwsh/sections.ts';

interface ItemsProps {
  title: string;
  /** "aircraft", "defence": for labels. */
  noun: string;
  entries: { id: string; count: number }[];
  costed: ItemsCost;
  options: PickerOption[];
  places: LinePlaces;
  onAdd: (id: string) => void;
  onCount: (line: number, count: number) => void;
  onRemove: (line: number) => void;
  children?: ReactNode;
}

function ItemsEditor(p: ItemsProps) {
  const id = useId();
  const [choice, setChoice] = useState(p.options[0]?.id ?? '');
  return (
    <section className="lb-items" aria-labelledby={`${id}-title`}>
      <div className="lb-brigade-head">
        <h3 id={`${id}-title`}>{p.title}</h3>
        <p className="lb-brigade-cost">
          <strong>{p.costed.subtotalText}</strong> pts
        </p>
      </div>
      {p.children}
      <Findings links={gwshRuleLink} extra={findingTermCard} findings={p.places.all} />
      {p.entries.length > 0 && (
        <ul className="lb-lines" aria-label={p.title}>
          {p.entries.map((entry, line) => {
            const costed = p.costed.lines[line];
            const name = costed?.row?.name ?? entry.id;
            return (
              <li key={`${entry.id}-${line}`} className="lb-line">
                <div className="lb-line-name">
                  {costed?.row ? <a href={costed.row.href}>{name}</a> : <span className="lb-unresolved">“{entry.id}” (not found)</span>}
                  <span className="lb-muted"> · {costed?.pointsEach == null ? 'no value' : `${formatPoints(costed.pointsEach)} each`}</span>
                </div>
                <CountInput id={`${id}-count-${line}`} value={entry.count} what={name} onChange={(n) => p.onCount(line, n)} />
                <span className="lb-line-subtotal">
                  {costed?.subtotalText ?? '0'}
                  <span className="lb-sr"> points</span>
                </span>
                <button type="button" className="lb-icon-button lb-remove" aria-label={`Remove ${name}`} onClick={() => p.onRemove(line)}>
                  <span aria-hidden="true">✕</span>
                </button>
                <Findings links={gwshRuleLink} extra={findingTermCard} findings={p.places.lines.get(line)} />
              </li>
            );
          })}
        </ul>
      )}
      <div className="lb-add-row">
        <div className="lb-field lb-field--wide">
          <label htmlFor={`${id}-choice`}>Add {p.noun}</label>
          <select id={`${id}-choice`} value={choice} onChange={(e) => setChoice(e.target.value)}>
            {p.options.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name} · {o.pointsText} pts{o.inYear ? '' : ` (${o.yearsText ?? 'not this year'} only)`}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="lb-button" onClick={() => choice && p.onAdd(choice)}>
          Add<span className="lb-sr"> {p.noun}</span>
        </button>
      </div>
    </section>
  );
}

interface Props {
  /** The model's state the page draws. */
  state: ListModelState;
  edits: ListEdits;
}

export default function AircraftAndDefences({ state, edits }: Props) {
  const id = useId();
  const model = useListModelContext();
  const tables = useLoadedTables();
  const list = state.lists.draft.list;
  const { cost, places } = model.costed(state)!;
  const maxAircraft = model.maxAircraft(state);
  // The event whose rules pack fixes the maximum (the field then shows it and cannot be changed); null: the player's.
  const maxFixedBy = state.pack?.pack.maxAircraft !== undefined ? state.pack.pack.name : null;
  const airOptions = useMemo(() => aircraftOptions(tables, list.year), [tables, list.year]);
  const defOptions = useMemo(() => defenceOptions(tables), [tables]);
  const [maxText, setMaxText] = useState(maxAircraft === null ? '' : String(maxAircraft));
  const typed = maxText.trim() === '' ? null : parseCount(maxText);
  // Follows a change made elsewhere (another list opened, another tab), adjusted while drawing.
  const [shownMax, setShownMax] = useState(maxAircraft);
  if (shownMax !== maxAircraft) {
    setShownMax(maxAircraft);
    if (typed !== maxAircraft) setMaxText(maxAircraft === null ? '' : String(maxAircraft));
  }
  /** What each list (aircraft, defences) gives its editor, and where its edits go. */
  const editing = <E, C, O, P>(kind: 'aircraft' | 'defences', entries: E, costed: C, options: O, places: P) => ({
    entries,
    costed,
    options,
    places,
    onAdd: (item: string) => edits.grow((l) => addItem(l, kind, item)),
    onCount: (line: number, n: number) => edits.apply((l) => setItemCount(l, kind, line, n)),
    onRemove: (line: number) =>
      edits.applyRemoval((l) => removeItem(l, kind, line), `Removed ${kind === 'aircraft' ? 'an aircraft line' : 'a defence line'}.`),
  });
  return (
    <section className="lb-section" aria-labelledby={`${id}-extras`}>
      <h2 id={`${id}-extras`} className="lb-section-title">
        Aircraft and defences
      </h2>
      <div className="lb-extras">
        <ItemsEditor
          title="Aircraft"
          noun="aircraft"
          {...editing('aircraft', itemsOf(list, 'aircraft'), cost.aircraft, airOptions, places.aircraft)}
        >
          <div className="lb-field">
            <label htmlFor={`${id}-max`}>Aircraft allowed by air superiority (main rules 9.1.1)</label>
            <input
              id={`${id}-max`}
              type="number"
              inputMode="numeric"
              min={0}
              value={maxText}
              placeholder="not checked"
              disabled={maxFixedBy !== null}
              aria-describedby={maxFixedBy !== null ? `${id}-max-fixed` : undefined}
              onChange={(e) => {
                setMaxText(e.target.value);
                model.setMaxAircraft(e.target.value.trim() === '' ? null : parseCount(e.target.value));
              }}
            />
            {maxFixedBy !== null && (
              <p id={`${id}-max-fixed`} className="lb-muted">
                Set by {maxFixedBy}&rsquo;s rules pack.
              </p>
            )}
          </div>
        </ItemsEditor>
        <ItemsEditor
          title="Defences and gas"
          noun="defence or gas"
          {...editing('defences', itemsOf(list, 'defences'), cost.defences, defOptions, places.defences)}
        />
      </div>
    </section>
  );
}
