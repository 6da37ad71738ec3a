/**
 * The standings of an event (GWSH 7.1): each game counts its 7.0 score clamped to 0–12, a bye counts the
 * event's bye score, and the organiser's adjustments are added; ties are broken in the order the event
 * lists its tie-breakers, each kept in its own column, and a rank is shared when all of them are equal.
 */
import { competitionScore } from '../game/victoryPoints.ts';
import { isBye, isPaired, tieBreakers, type CompetitionEvent, type EventPlayer, type TieBreaker } from './event.ts';

/** What one round gave a player. */
export type RoundResult =
  | { kind: 'game'; opponent: string; side: 'allied' | 'axis'; gameScore: number | null; opponentScore: number | null; points: number }
  | { kind: 'bye'; points: number }
  | { kind: 'score'; gameScore: number; points: number }
  | { kind: 'none'; points: 0 };

export interface Standing {
  /** 1 for the leader; players equal on the total and every tie-breaker share a rank (1, 1, 3). */
  rank: number;
  player: EventPlayer;
  /** One entry per round. */
  rounds: RoundResult[];
  /** Adjustments' points, added to the total. */
  adjustments: number;
  total: number;
  /** Games played and scored (byes are not games). */
  games: number;
  /** Each tie-breaker the event lists; head-to-head is null when the player was not tied at its turn. */
  tieBreakers: Partial<Record<TieBreaker, number | null>>;
}

/** How each tie-breaker is computed, for the column's explanation. */
export const tieBreakerWords: Record<TieBreaker, { title: string; how: string }> = {
  'strength-of-schedule': {
    title: 'Strength of schedule',
    how: 'the sum of the totals of the opponents the player met (byes count nothing)',
  },
  'head-to-head': {
    title: 'Head to head',
    how: 'among the players still tied, the competition scores the player took in games against the others',
  },
  'games-won': { title: 'Games won', how: 'games in which the player scored more than the opponent' },
};

/** Every order of the three tie-breakers, for an organiser to choose one. */
export const tieBreakerOrders: readonly TieBreaker[][] = tieBreakers.flatMap((a) =>
  tieBreakers.filter((b) => b !== a).map((b) => [a, b, tieBreakers.find((c) => c !== a && c !== b)!]),
);

/** "Strength of schedule, then Head to head, then Games won". */
export const tieBreakerOrderWords = (order: readonly TieBreaker[]): string => order.map((t) => tieBreakerWords[t].title).join(', then ');

/** Every player's result in every round, with the total before tie-breakers. */
export function playerResults(event: CompetitionEvent): Map<string, { rounds: RoundResult[]; adjustments: number; total: number }> {
  const none: RoundResult = { kind: 'none', points: 0 };
  const results = new Map(
    event.players.map((p) => [p.id, { rounds: event.rounds.map((): RoundResult => none), adjustments: 0, total: 0 }]),
  );
  const put = (id: string, r: number, result: RoundResult) => {
    const entry = results.get(id);
    if (entry) entry.rounds[r] = result;
  };
  event.rounds.forEach((round, r) => {
    for (const game of round.games) {
      if (isPaired(game)) {
        for (const side of ['allied', 'axis'] as const) {
          const id = game[side];
          const opponent = side === 'allied' ? game.axis : game.allied;
          const gameScore = game.scores[id] ?? null;
          const points = gameScore === null ? 0 : competitionScore(gameScore);
          put(id, r, { kind: 'game', opponent, side, gameScore, opponentScore: game.scores[opponent] ?? null, points });
        }
      } else if (isBye(game)) put(game.bye, r, { kind: 'bye', points: event.pairing.byeScore });
      else put(game.player, r, { kind: 'score', gameScore: game.score, points: competitionScore(game.score) });
    }
  });
  for (const a of event.adjustments) {
    const result = results.get(a.player);
    if (result) result.adjustments += a.points;
  }
  for (const result of results.values()) result.total = result.rounds.reduce((sum, x) => sum + x.points, result.adjustments);
  return results;
}

type Row = Omit<Standing, 'rank'>;

/**
 * The games a player has played and had scored: a paired game not yet scored counts for no tie-breaker, so
 * pairing a round changes no standing.
 */
const gameResults = (row: Row) =>
  row.rounds.filter((x): x is Extract<RoundResult, { kind: 'game' }> => x.kind === 'game' && x.gameScore !== null);

/** A tie-breaker's value for each player of a group still tied (head-to-head depends on the group). */
function tieBreakerValues(which: TieBreaker, group: readonly Row[], totals: ReadonlyMap<string, number>): number[] {
  if (which === 'strength-of-schedule')
    return group.map((row) => gameResults(row).reduce((sum, g) => sum + (totals.get(g.opponent) ?? 0), 0));
  if (which === 'games-won')
    return group.map(
      (row) => gameResults(row).filter((g) => g.gameScore !== null && g.opponentScore !== null && g.gameScore > g.opponentScore).length,
    );
  const ids = new Set(group.map((row) => row.player.id));
  return group.map((row) => gameResults(row).reduce((sum, g) => sum + (ids.has(g.opponent) ? g.points : 0), 0));
}

/** Splits groups of tied rows by one tie-breaker, highest first, recording each value. */
function splitBy(groups: Row[][], which: TieBreaker, totals: ReadonlyMap<string, number>): Row[][] {
  return groups.flatMap((group) => {
    if (group.length === 1) {
      // A player alone at this turn needs no head-to-head; the other two are facts about their games.
      group[0]!.tieBreakers[which] = which === 'head-to-head' ? null : tieBreakerValues(which, group, totals)[0]!;
      return [group];
    }
    const values = tieBreakerValues(which, group, totals);
    group.forEach((row, i) => (row.tieBreakers[which] = values[i]!));
    const sorted = [...group].sort((a, b) => b.tieBreakers[which]! - a.tieBreakers[which]!);
    const out: Row[][] = [];
    for (const row of sorted) {
      const last = out.at(-1);
      if (last && last[0]!.tieBreakers[which] === row.tieBreakers[which]) last.push(row);
      else out.push([row]);
    }
    return out;
  });
}

export function standings(event: CompetitionEvent): Standing[] {
  const results = playerResults(event);
  const totals = new Map([...results].map(([id, r]) => [id, r.total]));
  const rows: Row[] = event.players.map((player) => {
    const r = results.get(player.id)!;
    const games = r.rounds.filter((x) => x.kind === 'game' && x.gameScore !== null).length;
    return { player, rounds: r.rounds, adjustments: r.adjustments, total: r.total, games, tieBreakers: {} };
  });
  rows.sort((a, b) => b.total - a.total);
  let groups: Row[][] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last && last[0]!.total === row.total) last.push(row);
    else groups.push([row]);
  }
  for (const which of event.tieBreakers) groups = splitBy(groups, which, totals);
  const ranked: Standing[] = [];
  for (const group of groups) {
    const rank = ranked.length + 1;
    for (const row of [...group].sort((a, b) => a.player.name.localeCompare(b.player.name))) ranked.push({ rank, ...row });
  }
  return ranked;
}
