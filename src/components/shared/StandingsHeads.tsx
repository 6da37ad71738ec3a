import type { TieBreaker } from '#src/lib/gwsh/event/event.ts';
import { tieBreakerWords } from '#src/lib/gwsh/event/standings.ts';

/** A standings table's first column heads: rank, player, then one per round (the event page and the victory points page). */
export function StandingsHeads({ rounds }: { rounds: readonly { label: string }[] }) {
  return (
    <>
      <th scope="col" className="gd-num">
        Rank
      </th>
      <th scope="col">Player</th>
      {rounds.map((r) => (
        <th key={r.label} scope="col" className="gd-num">
          {r.label}
        </th>
      ))}
    </>
  );
}

/** A standings table's last column heads: the total, then one per tie-breaker in the event's order. */
export function TotalAndTieBreakerHeads({ order }: { order: readonly TieBreaker[] }) {
  return (
    <>
      <th scope="col" className="gd-num">
        Total
      </th>
      {order.map((t) => (
        <th key={t} scope="col" className="gd-num">
          {tieBreakerWords[t].title}
        </th>
      ))}
    </>
  );
}
