/** A bonus or penalty for a player, with the reason the standings show. */
import { useId, useMemo, useState } from 'react';
import { addAdjustment } from '#src/lib/gwsh/event/eventEdits.ts';
import { playerOf } from '#src/lib/gwsh/event/event.ts';
import { parseWholeNumber } from '#src/lib/forms/wholeNumber.ts';
import { eventModel, useEventState } from '../shared/useEvent.ts';

export function EventAdjustments() {
  const event = useEventState((s) => s.event);
  const { change } = eventModel();
  const id = useId();
  const [player, setPlayer] = useState('');
  const [points, setPoints] = useState('');
  const [reason, setReason] = useState('');
  // The same option elements while the players are unchanged: a score recorded does not draw a thousand again.
  const options = useMemo(
    () =>
      event.players.map((p) => (
        <option key={p.id} value={p.id}>
          {p.name}
        </option>
      )),
    [event.players],
  );
  if (event.players.length === 0) return null;
  const chosen = playerOf(event, player) ?? event.players[0]!;
  const give = () => {
    const parsed = parseWholeNumber(points, 'The points', -99, 99);
    if (!parsed.ok) return change(() => ({ ok: false, message: parsed.message.replace(/\.$/, '') }), '');
    const round = Math.max(1, event.rounds.length);
    const adjustment = { player: chosen.id, round, points: parsed.value, reason };
    change(
      (e) => addAdjustment(e, adjustment),
      `${chosen.name}: ${parsed.value > 0 ? '+' : ''}${parsed.value} in round ${round} (${reason.trim()}).`,
    );
    if (addAdjustment(event, adjustment).ok) {
      setPoints('');
      setReason('');
    }
  };
  return (
    <form
      className="gd-grid"
      aria-label="Bonus or penalty"
      onSubmit={(e) => {
        e.preventDefault();
        give();
      }}
    >
      <div className="gd-field">
        <label htmlFor={`${id}-player`}>Bonus or penalty for</label>
        <select id={`${id}-player`} value={chosen.id} onChange={(e) => setPlayer(e.target.value)}>
          {options}
        </select>
      </div>
      <div className="gd-field">
        <label htmlFor={`${id}-points`}>Points (−2 for a penalty)</label>
        <input id={`${id}-points`} type="text" inputMode="numeric" value={points} onChange={(e) => setPoints(e.target.value)} />
      </div>
      <div className="gd-field">
        <label htmlFor={`${id}-reason`}>Reason</label>
        <input id={`${id}-reason`} type="text" maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
      </div>
      <button type="submit" className="gd-secondary">
        Give
      </button>
    </form>
  );
}
