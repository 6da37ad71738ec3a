/**
 * The organiser swaps two players of a round nobody has scored yet (two tables, or a table and a bye): each
 * takes the other's seat. A seat keeps its side (2.0: Allied against Axis), so a player may only take a seat
 * of a side they brought a list for; what the pairing would have avoided (a rematch, club-mates at one
 * table) is allowed and named. A table whose players change loses the scenario rolled for the old ones.
 */
import { gamePlayers, isBye, isPaired, playerName, type CompetitionEvent, type EventGame } from './event.ts';
import type { EventUpdate } from './eventEdits.ts';

export type SwapResult = { ok: true; event: CompetitionEvent; warnings: string[] } | { ok: false; message: string };

/** Whether no game of the round has a score yet: only such a round may be re-seated. */
export const roundUnscored = (games: readonly EventGame[]): boolean =>
  !games.some((g) => (isPaired(g) ? Object.values(g.scores).some((s) => s !== null) : !isBye(g)));

export function swapPlayers(event: CompetitionEvent, roundIndex: number, a: string, b: string): SwapResult {
  const round = event.rounds[roundIndex];
  if (!round) return { ok: false, message: `there is no round ${roundIndex + 1}` };
  if (!roundUnscored(round.games))
    return { ok: false, message: `${round.label} has scores already; swap players only before any is recorded` };
  if (a === b) return { ok: false, message: 'choose two different players' };
  const seated = new Set(round.games.flatMap(gamePlayers));
  for (const id of [a, b]) if (!seated.has(id)) return { ok: false, message: `${playerName(event, id)} has no seat in ${round.label}` };
  const swap = (id: string) => (id === a ? b : id === b ? a : id);
  const games = round.games.map((g): EventGame => {
    if (isPaired(g)) {
      const [allied, axis] = [swap(g.allied), swap(g.axis)];
      if (allied === g.allied && axis === g.axis) return g;
      // New players at the table: its scenario, rolled from the old players' nations, is rolled again.
      const { scenario: _old, ...game } = g;
      return { ...game, allied, axis, scores: { [allied]: null, [axis]: null } };
    }
    return isBye(g) ? { bye: swap(g.bye) } : g;
  });
  const side = new Map(event.players.map((p) => [p.id, p.side]));
  const warnings: string[] = [];
  for (const g of games.filter(isPaired)) {
    for (const [id, seat] of [
      [g.allied, 'allied'],
      [g.axis, 'axis'],
    ] as const) {
      const has = side.get(id);
      if (has !== seat && has !== 'either')
        return {
          ok: false,
          message: `${playerName(event, id)} brought no ${seat === 'allied' ? 'Allied' : 'Axis'} list for table ${g.table}'s ${seat === 'allied' ? 'Allied' : 'Axis'} seat`,
        };
    }
    const metBefore = event.rounds
      .slice(0, roundIndex)
      .some((r) => r.games.some((o) => isPaired(o) && [o.allied, o.axis].includes(g.allied) && [o.allied, o.axis].includes(g.axis)));
    if (metBefore) warnings.push(`${playerName(event, g.allied)} and ${playerName(event, g.axis)} have met before (table ${g.table})`);
    const club = (id: string) =>
      event.players
        .find((p) => p.id === id)
        ?.club?.trim()
        .toLowerCase() || null;
    if (event.pairing.avoidSameClub && club(g.allied) !== null && club(g.allied) === club(g.axis))
      warnings.push(`${playerName(event, g.allied)} and ${playerName(event, g.axis)} are club-mates (table ${g.table})`);
  }
  const rounds = event.rounds.map((r, i) => (i === roundIndex ? { ...r, games } : r));
  return { ok: true, event: { ...event, rounds }, warnings };
}

/** The swap as an event update, for the page's actions (warnings are the page's to say). */
export const swapUpdate = (event: CompetitionEvent, roundIndex: number, a: string, b: string): EventUpdate => {
  const swapped = swapPlayers(event, roundIndex, a, b);
  return swapped.ok ? { ok: true, event: swapped.event } : swapped;
};
