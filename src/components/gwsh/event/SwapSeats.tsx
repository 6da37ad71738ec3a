/**
 * Swap two players of a round nobody has scored yet (src/lib/gwsh/event/swapPlayers.ts): the organiser's
 * correction to a pairing. Fetched with the first round shown, apart from the page's first scripts.
 */
import { useId, useState } from 'react';
import { gamePlayers, playerName, type CompetitionEvent } from '#src/lib/gwsh/event/event.ts';
import { roundUnscored } from '#src/lib/gwsh/event/swapPlayers.ts';
import { swapSeats } from '#src/lib/tools/event/swapSeats.ts';
import { eventModel } from '../shared/useEvent.ts';

/** `event`: as the round's table draws it (a moment late: useDeferredEvent), so the two always agree. */
export function SwapSeats({ roundIndex, event }: { roundIndex: number; event: CompetitionEvent }) {
  const id = useId();
  const [a, setA] = useState('');
  const [b, setB] = useState('');
  const round = event.rounds[roundIndex];
  if (!round || !roundUnscored(round.games)) return null;
  const seated = round.games.flatMap(gamePlayers).sort((x, y) => playerName(event, x).localeCompare(playerName(event, y)));
  const swap = () => swapSeats(eventModel(), roundIndex, a, b);
  const choose = (label: string, value: string, set: (v: string) => void) => (
    <div className="gd-field">
      <label htmlFor={`${id}-${label}`}>{label}</label>
      <select id={`${id}-${label}`} value={value} onChange={(e) => set(e.target.value)}>
        <option value="">Choose a player</option>
        {seated.map((p) => (
          <option key={p} value={p}>
            {playerName(event, p)}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form
      className="gd-grid"
      aria-label={`Swap two players of ${round.label}`}
      onSubmit={(e) => {
        e.preventDefault();
        swap();
      }}
    >
      {choose('Swap', a, setA)}
      {choose('with', b, setB)}
      <button type="submit" className="gd-secondary" disabled={!a || !b || a === b}>
        Swap their seats
      </button>
    </form>
  );
}
