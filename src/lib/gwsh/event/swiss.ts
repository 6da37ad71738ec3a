/**
 * Swiss pairing of the next round (GWSH 2.0 and 7.1; the rules are in docs/formats.md, the event file).
 * Hard rules: every game is an Allied player against an Axis player, no one meets the same opponent twice,
 * a dropped player is not paired, and no one has a second bye while a player of the same side has had none.
 * Within them, players with the nearest running totals meet and players of one club are kept apart.
 *
 * Each game's cost is the square of the gap between the two totals, a club meeting costs as much as a gap
 * of CLUB_GAP, and a rematch costs more than all of that together, so the cheapest assignment
 * (./assignment.ts) has a rematch only when no pairing without one exists, and then says so.
 */
import { seededRandom } from '../../dice/diceSources.ts';
import { cheapestAssignment, runToEnd } from './assignment.ts';
import {
  isBye,
  isPaired,
  isScored,
  playerName,
  playerOf,
  type CompetitionEvent,
  type EventPlayer,
  type EventRound,
  type GameSide,
} from './event.ts';
import { playerResults } from './standings.ts';

/** A club meeting weighs as much as meeting a player this many points away (half a game's 12). */
export const CLUB_GAP = 6;

export type Pairing =
  | {
      ok: true;
      round: EventRound;
      /** Each hard rule the round had to break, as a sentence naming the players; empty when none. */
      broken: string[];
    }
  | { ok: false; message: string };

interface Entrant {
  player: EventPlayer;
  total: number;
  byes: number;
  opponents: ReadonlySet<string>;
  /** Place in the seeded draw, which orders players the scores do not. */
  draw: number;
}

/** The seeded order of the round's draw: the event's seed and the round's number give the same order every time. */
function drawOrder(ids: readonly string[], seed: number): Map<string, number> {
  const random = seededRandom(seed);
  const order = [...ids];
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return new Map(order.map((id, i) => [id, i]));
}

/** Who is ready to be paired, with what they carry into the round; or why no round can be paired yet. */
function entrants(event: CompetitionEvent): Entrant[] | string {
  for (const round of event.rounds) {
    const open = round.games.find((g) => !isScored(g));
    if (open && isPaired(open)) {
      return `${round.label}, table ${open.table} (${playerName(event, open.allied)} against ${playerName(event, open.axis)}) has no score yet; score it before pairing the next round`;
    }
  }
  const results = playerResults(event);
  const opponents = new Map(event.players.map((p) => [p.id, new Set<string>()]));
  const byes = new Map(event.players.map((p) => [p.id, 0]));
  for (const game of event.rounds.flatMap((r) => r.games)) {
    if (isPaired(game)) {
      opponents.get(game.allied)?.add(game.axis);
      opponents.get(game.axis)?.add(game.allied);
    } else if (isBye(game)) byes.set(game.bye, (byes.get(game.bye) ?? 0) + 1);
  }
  const active = event.players.filter((p) => !p.dropped);
  const draw = drawOrder(
    active.map((p) => p.id),
    event.pairing.seed + event.rounds.length,
  );
  return active.map((player) => ({
    player,
    total: results.get(player.id)!.total,
    byes: byes.get(player.id)!,
    opponents: opponents.get(player.id)!,
    draw: draw.get(player.id)!,
  }));
}

/** Highest total first, then the draw. */
const byStanding = (a: Entrant, b: Entrant) => b.total - a.total || a.draw - b.draw;

/** Gives each "either" player the side with fewer players, from the top of the standings down. */
function splitSides(players: readonly Entrant[]): Record<GameSide, Entrant[]> {
  const sides: Record<GameSide, Entrant[]> = { allied: [], axis: [] };
  const either: Entrant[] = [];
  for (const p of [...players].sort(byStanding)) (p.player.side === 'either' ? either : sides[p.player.side]).push(p);
  for (const p of either) sides[sides.allied.length <= sides.axis.length ? 'allied' : 'axis'].push(p);
  return sides;
}

/**
 * The players of the larger side who sit out: those with the fewest byes so far, lowest total first (so a
 * bye goes to a second time only once everyone on that side has had one).
 */
function byePlayers(side: readonly Entrant[], count: number): Entrant[] {
  return [...side].sort((a, b) => a.byes - b.byes || a.total - b.total || b.draw - a.draw).slice(0, count);
}

/** The steps of pairing the next round: a page runs them between frames, the command line all at once. */
export function* pairingSteps(event: CompetitionEvent): Generator<void, Pairing> {
  const ready = entrants(event);
  if (typeof ready === 'string') return { ok: false, message: ready };
  yield; // the totals of a thousand players over many rounds are a step of their own
  const sides = splitSides(ready);
  if (sides.allied.length === 0 || sides.axis.length === 0) {
    const missing = sides.allied.length === 0 ? 'Allied' : 'Axis';
    return { ok: false, message: `no player can take the ${missing} side, and every game is an Axis list against an Allied one (2.0)` };
  }
  const [larger, smaller] = sides.allied.length >= sides.axis.length ? [sides.allied, sides.axis] : [sides.axis, sides.allied];
  const sitting = new Set(byePlayers(larger, larger.length - smaller.length));
  const rows = larger.filter((p) => !sitting.has(p));
  const n = smaller.length;
  const cost = new Float64Array(n * n);
  const isRematch = new Uint8Array(n * n);
  rows.forEach((a, i) =>
    smaller.forEach((b, j) => {
      const sameClub = event.pairing.avoidSameClub && a.player.club !== null && a.player.club === b.player.club;
      cost[i * n + j] = (a.total - b.total) ** 2 + (sameClub ? CLUB_GAP ** 2 : 0);
      isRematch[i * n + j] = a.opponents.has(b.player.id) ? 1 : 0;
    }),
  );
  // A rematch costs more than every other game of the round together.
  const rematch = cost.reduce((max, c) => Math.max(max, c), 0) * n + 1;
  isRematch.forEach((r, k) => (cost[k]! += r * rematch));
  yield;
  const columnOf = yield* cheapestAssignment(cost, n);
  const alliedIsLarger = larger === sides.allied;
  const pairs = rows.map((row, i) => {
    const other = smaller[columnOf[i]!]!;
    return alliedIsLarger ? { allied: row, axis: other } : { allied: other, axis: row };
  });
  // Table 1 for the leaders: by the higher total of the two, then the other.
  pairs.sort((x, y) => {
    const [xHigh, xLow] = [Math.max(x.allied.total, x.axis.total), Math.min(x.allied.total, x.axis.total)];
    const [yHigh, yLow] = [Math.max(y.allied.total, y.axis.total), Math.min(y.allied.total, y.axis.total)];
    return yHigh - xHigh || yLow - xLow || Math.min(x.allied.draw, x.axis.draw) - Math.min(y.allied.draw, y.axis.draw);
  });
  const broken = pairs
    .filter((p) => p.allied.opponents.has(p.axis.player.id))
    .map(
      (p) =>
        `${p.allied.player.name} and ${p.axis.player.name} meet again: no pairing of this round keeps every game Allied against Axis without a rematch`,
    );
  const round: EventRound = {
    label: `Round ${event.rounds.length + 1}`,
    games: [
      ...pairs.map((p, i) => ({
        table: i + 1,
        allied: p.allied.player.id,
        axis: p.axis.player.id,
        scores: { [p.allied.player.id]: null, [p.axis.player.id]: null },
      })),
      ...[...sitting].sort(byStanding).map((p) => ({ bye: p.player.id })),
    ],
  };
  return { ok: true, round, broken };
}

/** Pairs the next round in one go. */
export const pairNextRound = (event: CompetitionEvent): Pairing => runToEnd(pairingSteps(event));

/**
 * The tables of `round` where club-mates meet while the event keeps them apart (avoidSameClub): the
 * pairing does so only when every other pairing within the hard rules cost more, and the organiser is told.
 */
export function clubMeetings(event: CompetitionEvent, round: EventRound): string[] {
  if (!event.pairing.avoidSameClub) return [];
  const club = new Map(event.players.map((p) => [p.id, p.club?.trim().toLowerCase() || null]));
  return round.games.flatMap((g) => {
    if (!isPaired(g)) return [];
    const c = club.get(g.allied);
    if (!c || c !== club.get(g.axis)) return [];
    const clubName = playerOf(event, g.allied)?.club ?? '';
    return [`Table ${g.table}: ${playerName(event, g.allied)} and ${playerName(event, g.axis)} are both of ${clubName}`];
  });
}
