/**
 * The event's own settings: its name, year and front, the bye's score, the seed of the draw, clubs, tie-breakers,
 * hidden standings, and the lists each player hands in.
 */
import { useId } from 'react';
import type { CompetitionEvent, TieBreaker } from '#src/lib/gwsh/event/event.ts';
import { tieBreakerOrders as orders, tieBreakerOrderWords as orderWords } from '#src/lib/gwsh/event/standings.ts';
import { parseWholeNumber } from '#src/lib/forms/wholeNumber.ts';
import { CheckField } from '../../shared/Fields.tsx';
import { withoutBidiControls } from '#src/lib/files/terminalText.ts';
import { askableLists, askedListName, listsAskedOf, setListAsked } from '#src/lib/gwsh/event/listsAsked.ts';
import { eventModel, useEventState } from '../shared/useEvent.ts';
import { frontNames, fronts, type Front } from '#src/lib/gwsh/front.ts';

export function EventSettings() {
  const event = useEventState((s) => s.event);
  const { change } = eventModel();
  const id = useId();
  const set = (next: Partial<CompetitionEvent>) => change((e) => ({ ok: true, event: { ...e, ...next } }), '');
  const setPairing = (next: Partial<CompetitionEvent['pairing']>) =>
    change((e) => ({ ok: true, event: { ...e, pairing: { ...e.pairing, ...next } } }), '');
  /** A whole number typed in a field, or null while it is not one (the field keeps what was typed). */
  const whole = (text: string, min: number, max: number) => {
    const read = parseWholeNumber(text, 'The value', min, max);
    return read.ok ? read.value : null;
  };
  return (
    <div className="gd-grid">
      <div className="gd-field">
        <label htmlFor={`${id}-name`}>Event name</label>
        <input
          id={`${id}-name`}
          type="text"
          maxLength={100}
          defaultValue={event.name}
          onChange={(e) => {
            const name = withoutBidiControls(e.target.value).trim();
            if (name) set({ name });
          }}
        />
      </div>
      <div className="gd-field">
        <label htmlFor={`${id}-year`}>Year of the lists</label>
        <select id={`${id}-year`} value={event.year ?? ''} onChange={(e) => set({ year: e.target.value ? Number(e.target.value) : null })}>
          <option value="">Not set</option>
          {[1914, 1915, 1916, 1917, 1918].map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </div>
      <div className="gd-field">
        <label htmlFor={`${id}-front`}>Front</label>
        <select
          id={`${id}-front`}
          value={event.front ?? ''}
          onChange={(e) => {
            const front = e.target.value as Front | '';
            change((ev) => {
              const { front: _old, ...rest } = ev;
              return { ok: true, event: front ? { ...rest, front } : rest };
            }, '');
          }}
        >
          <option value="">Not set</option>
          {fronts.map((f) => (
            <option key={f} value={f}>
              {frontNames[f]}
            </option>
          ))}
        </select>
      </div>
      <div className="gd-field">
        <label htmlFor={`${id}-bye`}>A bye counts (0 to 12)</label>
        <input
          id={`${id}-bye`}
          type="number"
          min={0}
          max={12}
          defaultValue={event.pairing.byeScore}
          onChange={(e) => {
            const n = whole(e.target.value, 0, 12);
            if (n !== null) setPairing({ byeScore: n });
          }}
        />
      </div>
      <div className="gd-field">
        <label htmlFor={`${id}-seed`}>Seed of the draw</label>
        <input
          id={`${id}-seed`}
          type="number"
          defaultValue={event.pairing.seed}
          onChange={(e) => {
            const n = whole(e.target.value, -2147483648, 2147483647);
            if (n !== null) setPairing({ seed: n });
          }}
        />
      </div>
      <div className="gd-field ev-wide">
        <label htmlFor={`${id}-ties`}>Tie-breakers</label>
        <select
          id={`${id}-ties`}
          value={event.tieBreakers.join(',')}
          onChange={(e) => set({ tieBreakers: e.target.value.split(',') as TieBreaker[] })}
        >
          {!orders.some((o) => o.join(',') === event.tieBreakers.join(',')) && (
            <option value={event.tieBreakers.join(',')}>{orderWords(event.tieBreakers)}</option>
          )}
          {orders.map((o) => (
            <option key={o.join(',')} value={o.join(',')}>
              {orderWords(o)}
            </option>
          ))}
        </select>
      </div>
      <CheckField
        id={`${id}-clubs`}
        label="Keep club-mates apart"
        value={event.pairing.avoidSameClub}
        onChange={(v) => setPairing({ avoidSameClub: v })}
      />
      <CheckField
        id={`${id}-hidden`}
        label="Hide the standings from the players' link until the prize-giving"
        value={event.standingsHidden}
        onChange={(v) => set({ standingsHidden: v })}
      />
      <fieldset className="ev-wide ev-asked">
        <legend>Lists each player hands in (3.0)</legend>
        {askableLists.map(({ list, part }) => (
          <CheckField
            key={`${list}-${part}`}
            id={`${id}-asked-${list}-${part}`}
            label={askedListName({ list, part })}
            value={listsAskedOf(event).some((a) => a.list === list && a.part === part)}
            onChange={(v) => change((e) => setListAsked(e, { list, part }, v), '')}
          />
        ))}
      </fieldset>
    </div>
  );
}
