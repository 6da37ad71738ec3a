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
