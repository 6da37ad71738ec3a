/**
 * What an organiser does to an event, each a pure function returning the new event or one sentence
 * saying why not: add a player (also after round 1), drop one, add the round the pairing gave, score a
 * table, correct any past score, revert the last round, give a bonus or penalty with its reason, and take
 * a player's lists.
 */
import { fileSlug } from '../../files/fileSlug.ts';
import { withoutBidiControls } from '../../files/terminalText.ts';
import { eventProblems } from './eventProblems.ts';
import { isPaired, type Adjustment, type CompetitionEvent, type EventPlayer, type EventRound } from './event.ts';
import type { GwshList } from '../list/listFile.ts';

export type EventUpdate = { ok: true; event: CompetitionEvent } | { ok: false; message: string };

/** The event, or the first problem it has (eventProblems.ts). */
function checked(event: CompetitionEvent): EventUpdate {
  const [problem] = eventProblems(event);
  return problem ? { ok: false, message: problem } : { ok: true, event };
}

/** A new player's id: the name as a slug, numbered when another player has it. */
function newId(event: CompetitionEvent, name: string): string {
  const used = new Set(event.players.map((p) => p.id));
  const base = fileSlug(name, 'player');
  let id = base;
  for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
  return id;
}

export function addPlayer(event: CompetitionEvent, player: Omit<EventPlayer, 'id'>): EventUpdate {
  // Without text-direction controls, which would turn the page's own text around the name.
  const name = withoutBidiControls(player.name).trim();
  if (!name) return { ok: false, message: 'a player needs a name' };
  if (event.players.some((p) => p.name === name)) return { ok: false, message: `there is already a player called “${name}”` };
  const club = withoutBidiControls(player.club ?? '').trim() || null;
  return checked({ ...event, players: [...event.players, { ...player, id: newId(event, name), name, club }] });
}

/** Drops a player from the next pairings (or brings them back); their games stay in the standings. */
export function setDropped(event: CompetitionEvent, id: string, dropped: boolean): EventUpdate {
  if (!event.players.some((p) => p.id === id)) return { ok: false, message: `there is no player "${id}"` };
  return { ok: true, event: { ...event, players: event.players.map((p) => (p.id === id ? { ...p, dropped } : p)) } };
}

export function addRound(event: CompetitionEvent, round: EventRound): EventUpdate {
  return checked({ ...event, rounds: [...event.rounds, round] });
}

/**
 * Adds a round paired on `pairedOn`, as an action on the event as it is when applied: on any other version
 * (another tab scored or paired meanwhile) the pairing read stale totals, so it is refused, to be paired again.
 */
export const addRoundPairedOn =
  (pairedOn: CompetitionEvent, round: EventRound) =>
  (event: CompetitionEvent): EventUpdate =>
    event === pairedOn
      ? addRound(event, round)
      : { ok: false, message: `the event changed while ${round.label} was paired; pair it again` };

/** The event without its last round, which is returned too so the page can put it back (undo). */
export function revertLastRound(event: CompetitionEvent): { event: CompetitionEvent; removed: EventRound } | null {
  const removed = event.rounds.at(-1);
  if (!removed) return null;
  const last = event.rounds.length;
  return {
    event: { ...event, rounds: event.rounds.slice(0, -1), adjustments: event.adjustments.filter((a) => a.round < last) },
    removed,
  };
}

/** Records (or corrects) a table's two game scores in any round; null clears a score. */
export function scoreTable(
  event: CompetitionEvent,
  roundIndex: number,
  table: number,
  scores: { allied: number | null; axis: number | null },
): EventUpdate {
  const round = event.rounds[roundIndex];
  if (!round) return { ok: false, message: `there is no round ${roundIndex + 1}` };
  const game = round.games.find((g) => isPaired(g) && g.table === table);
  if (!game || !isPaired(game)) return { ok: false, message: `${round.label} has no table ${table}` };
  for (const value of [scores.allied, scores.axis]) {
    if (value !== null && !Number.isInteger(value)) return { ok: false, message: 'a game score must be a whole number' };
  }
  const scored = { ...game, scores: { [game.allied]: scores.allied, [game.axis]: scores.axis } };
  const rounds = event.rounds.map((r, i) => (i === roundIndex ? { ...r, games: r.games.map((g) => (g === game ? scored : g)) } : r));
  return { ok: true, event: { ...event, rounds } };
}

/** 7.1: a game counts 0 to 12 in a competition; a score outside that is a slip more often than not. */
export const GAME_SCORE_RANGE = { min: 0, max: 12 } as const;

/** Why `score` is unlikely for a game (outside 0 to 12, 7.1), for the page to ask before saving it; null when it is not. */
export function unlikelyScore(score: number | null): string | null {
  if (score === null || (score >= GAME_SCORE_RANGE.min && score <= GAME_SCORE_RANGE.max)) return null;
  return `${score} is ${score > GAME_SCORE_RANGE.max ? 'more' : 'less'} than a game scores in a competition (${GAME_SCORE_RANGE.min} to ${GAME_SCORE_RANGE.max}, 7.1)`;
}

/** The score one side of a round's table holds: null until scored, or where no such paired table is. */
export function sideScore(event: CompetitionEvent, roundIndex: number, table: number, side: 'allied' | 'axis'): number | null {
  const game = event.rounds[roundIndex]?.games.find((g) => isPaired(g) && g.table === table);
  return game && isPaired(game) ? (game.scores[game[side]] ?? null) : null;
}

/**
 * Records one side's game score at a table, keeping the other side's as the event has it now (so two
 * people scoring the two sides of a table, in two tabs, keep both).
 */
export function scoreSide(
  event: CompetitionEvent,
  roundIndex: number,
  table: number,
  side: 'allied' | 'axis',
  score: number | null,
): EventUpdate {
  const kept = { allied: sideScore(event, roundIndex, table, 'allied'), axis: sideScore(event, roundIndex, table, 'axis') };
  return scoreTable(event, roundIndex, table, { ...kept, [side]: score });
}

export function addAdjustment(event: CompetitionEvent, adjustment: Adjustment): EventUpdate {
  if (!Number.isInteger(adjustment.points) || adjustment.points === 0)
    return { ok: false, message: 'an adjustment must be a whole number of points, not 0' };
  if (!adjustment.reason.trim()) return { ok: false, message: 'an adjustment needs its reason, which the standings show' };
  return checked({ ...event, adjustments: [...event.adjustments, { ...adjustment, reason: adjustment.reason.trim() }] });
}

export const removeAdjustment = (event: CompetitionEvent, index: number): CompetitionEvent => ({
  ...event,
  adjustments: event.adjustments.filter((_, i) => i !== index),
});

/** The lists one player may hand in: three list types, each with a basic list and two options (3.0). */
export const MAX_PLAYER_LISTS = 9;

/** Gives a player the lists handed in (replacing any they had), or says why not. */
export function setPlayerLists(event: CompetitionEvent, id: string, lists: readonly GwshList[]): EventUpdate {
  if (!event.players.some((p) => p.id === id)) return { ok: false, message: `there is no player "${id}"` };
  if (lists.length > MAX_PLAYER_LISTS) return { ok: false, message: `a player may hand in at most ${MAX_PLAYER_LISTS} lists` };
  return { ok: true, event: { ...event, players: event.players.map((p) => (p.id === id ? { ...p, lists: [...lists] } : p)) } };
}
