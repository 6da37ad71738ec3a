/**
 * GWSH 7.1: a running table of an event's rounds. Each round records a player's game score (the 7.0
 * total); it counts in the competition clamped to 0–12, and the totals of those give the ranking. The
 * table is kept in the browser, exported as CSV or JSON and read back with validation (competitionFile.ts).
 */
import { csvText } from '../../files/csv.ts';
import { competitionScore, type GameScore } from './victoryPoints.ts';
import { eventSizeProblem } from './eventSize.ts';
import { fileSlug } from '../../files/fileSlug.ts';

/** A competition (GWSH 7.1): its players and rounds, each round's game scores. The file's reader is competitionFile.ts. */
export interface CompetitionEvent {
  format: 'gwsh-competition';
  version: 1;
  name: string;
  players: string[];
  rounds: {
    label: string;
    /** Each player's game score (the 7.0 total, not yet clamped). */
    scores: { player: string; gameScore: number }[];
  }[];
}
export type EventUpdate = { ok: true; event: CompetitionEvent } | { ok: false; message: string };

export const newEvent = (eventName: string, players: string[] = []): CompetitionEvent => ({
  format: 'gwsh-competition',
  version: 1,
  name: eventName,
  players,
  rounds: [],
});

/** Whether an event holds nothing yet: no player and no round, so replacing it loses nothing. */
export const isEmptyEvent = (event: CompetitionEvent): boolean => event.players.length === 0 && event.rounds.length === 0;

/** "My event (4 players, 2 rounds)": what a question about replacing an event names. */
export function eventSummary(event: CompetitionEvent): string {
  const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
  return `“${event.name}” (${count(event.players.length, 'player')}, ${count(event.rounds.length, 'round')})`;
}

export { MAX_PLAYERS, MAX_ROUNDS } from './eventSize.ts';

/**
 * Rule problems of an event beyond its shape: at most MAX_PLAYERS players and MAX_ROUNDS rounds (checked
 * first, so an oversized file is refused before anything else reads it), unique names, known players, one
 * score per player per round.
 */
export function eventProblems(event: CompetitionEvent): string[] {
  const tooLarge = eventSizeProblem(event.players.length, event.rounds.length);
  if (tooLarge) return [tooLarge];
  const problems: string[] = [];
  const seen = new Set<string>();
  event.players.forEach((p, i) => {
    if (seen.has(p)) problems.push(`players[${i}] "${p}" is listed twice`);
    seen.add(p);
  });
  const labels = new Set<string>();
  event.rounds.forEach((round, r) => {
    if (labels.has(round.label)) problems.push(`rounds[${r}].label "${round.label}" is used by another round`);
    labels.add(round.label);
    const scored = new Set<string>();
    round.scores.forEach((s, i) => {
      const at = `rounds[${r}].scores[${i}].player`;
      if (!seen.has(s.player)) problems.push(`${at} "${s.player}" is not one of the event's players`);
      if (scored.has(s.player)) problems.push(`${at} "${s.player}" already has a score in this round`);
      scored.add(s.player);
    });
  });
  return problems;
}

/** The event, or the first of its rule problems (eventProblems). */
export const checked = (event: CompetitionEvent): EventUpdate => {
  const [problem] = eventProblems(event);
  return problem ? { ok: false, message: problem } : { ok: true, event };
};

export function addPlayer(event: CompetitionEvent, player: string): EventUpdate {
  const trimmed = player.trim();
  if (!trimmed) return { ok: false, message: 'a player needs a name' };
  return checked({ ...event, players: [...event.players, trimmed] });
}

export function addRound(event: CompetitionEvent, label = `Round ${event.rounds.length + 1}`): EventUpdate {
  return checked({ ...event, rounds: [...event.rounds, { label: label.trim(), scores: [] }] });
}

/** Sets (or replaces) a player's game score in a round. */
export function recordScore(event: CompetitionEvent, roundIndex: number, player: string, gameScore: number): EventUpdate {
  const round = event.rounds[roundIndex];
  if (!round) return { ok: false, message: `there is no round ${roundIndex + 1}` };
  if (!Number.isInteger(gameScore)) return { ok: false, message: `the game score of ${player} must be a whole number` };
  const scores = [...round.scores.filter((s) => s.player !== player), { player, gameScore }];
  return checked({ ...event, rounds: event.rounds.map((r, i) => (i === roundIndex ? { ...r, scores } : r)) });
}

/** Records both players' totals from a scored game (victoryPoints.scoreGame) in a round. */
export function recordGame(event: CompetitionEvent, roundIndex: number, game: Pick<GameScore, 'players'>): EventUpdate {
  const first = recordScore(event, roundIndex, game.players[0].name, game.players[0].total);
  return first.ok ? recordScore(first.event, roundIndex, game.players[1].name, game.players[1].total) : first;
}

export interface RoundCell {
  gameScore: number;
  /** 7.1: what it counts, 0 to 12. */
  competition: number;
}

export interface Standing {
  /** 1 for the leader; equal totals share a rank (1, 1, 3). */
  rank: number;
  player: string;
  /** One cell per round, null where the player has no score in that round. */
  rounds: (RoundCell | null)[];
  games: number;
  total: number;
}

/** The ranking: highest competition total first, equal totals sharing a rank, then by name. */
export function standings(event: CompetitionEvent): Standing[] {
  // Each round's scores by player, read once: an event of 1,000 players and 20 rounds is ranked in one pass.
  const byRound = event.rounds.map((round) => {
    const scores = new Map<string, number>();
    for (const s of round.scores) if (!scores.has(s.player)) scores.set(s.player, s.gameScore);
    return scores;
  });
  const rows = event.players.map((player) => {
    const rounds = byRound.map((scores): RoundCell | null => {
      const gameScore = scores.get(player);
      return gameScore === undefined ? null : { gameScore, competition: competitionScore(gameScore) };
    });
    const played = rounds.filter((c): c is RoundCell => c !== null);
    return { player, rounds, games: played.length, total: played.reduce((sum, c) => sum + c.competition, 0) };
  });
  rows.sort((x, y) => y.total - x.total || x.player.localeCompare(y.player));
  // Highest total first, so equal totals are neighbours and share the rank of the first of them (1, 1, 3).
  let rank = 0;
  return rows.map((row, i) => {
    if (i === 0 || rows[i - 1]!.total !== row.total) rank = i + 1;
    return { rank, ...row };
  });
}

/** The standings as CSV: Rank, Player, one column per round (competition score), Total. */
export function toCsv(event: CompetitionEvent): string {
  const header = ['Rank', 'Player', ...event.rounds.map((r) => r.label), 'Total'];
  const body = standings(event).map((s) => [s.rank, s.player, ...s.rounds.map((c) => (c ? c.competition : '')), s.total]);
  return csvText([header, ...body]);
}

/** A file name for the event's table: "club-night-2026.csv", from the event's name. */
export const eventFileName = (event: CompetitionEvent, ending: '.csv' | '.json'): string => `${fileSlug(event.name, 'event')}${ending}`;
