/**
 * The event as other pages meet it. The victory points page scores a game between two named players and
 * records it at their table of the event (the latest round in which they are paired), or, where they have
 * none, as two scores without a pairing (a league night with no pairings); a version 1 file (a running
 * table of scores by name) opens as such an event.
 */
import {
  gamePlayers,
  isPaired,
  isUnpaired,
  newEvent,
  playerName,
  sameName,
  type CompetitionEvent,
  type EventGame,
  type EventPlayer,
  type EventRound,
  type PairedGame,
} from './event.ts';
import { fileSlug } from '../../files/fileSlug.ts';
import { addPlayer, addRound, scoreTable, type EventUpdate } from './eventEdits.ts';

/** A version 1 event file: each round's game scores by player name, with no pairings (GWSH 7.1). */
export interface RunningTable {
  format: 'gwsh-competition';
  version: 1;
  name: string;
  players: string[];
  rounds: { label: string; scores: { player: string; gameScore: number }[] }[];
}

export interface TableOf {
  roundIndex: number;
  game: PairedGame;
}

/** The latest table at which the two players (by name, either order, case and spaces aside) are paired; null when none. */
export function tableOfPlayers(event: CompetitionEvent, nameA: string, nameB: string): TableOf | null {
  for (let r = event.rounds.length - 1; r >= 0; r -= 1) {
    for (const game of event.rounds[r]!.games) {
      if (!isPaired(game)) continue;
      const allied = playerName(event, game.allied);
      const axis = playerName(event, game.axis);
      if ((sameName(allied, nameA) && sameName(axis, nameB)) || (sameName(allied, nameB) && sameName(axis, nameA)))
        return { roundIndex: r, game };
    }
  }
  return null;
}

/** Where a game between two named players is recorded: at their table, or as scores without a pairing in a round. */
export type Destination = { kind: 'table'; roundIndex: number; game: PairedGame } | { kind: 'unpaired'; roundIndex: number };

/**
 * The rounds a game without a pairing can go in: each round with no pairings (only scores without an
 * opponent), then a new round after the last.
 */
export function unpairedRounds(event: CompetitionEvent): number[] {
  const open = event.rounds.flatMap((round, i) => (round.games.every(isUnpaired) ? [i] : []));
  return [...open, event.rounds.length];
}

/**
 * Where the victory points page records a game unless told otherwise: the players' latest table when they
 * are paired; otherwise, as scores without a pairing, in the last round with no pairings where neither has
 * a score yet (a league night), or a new round.
 */
export function destinationOf(event: CompetitionEvent, nameA: string, nameB: string): Destination {
  const table = tableOfPlayers(event, nameA, nameB);
  if (table) return { kind: 'table', ...table };
  const rounds = unpairedRounds(event);
  const last = rounds.at(-2);
  const playing = (name: string) => (g: EventGame) => isUnpaired(g) && sameName(playerName(event, g.player), name);
  const free = last !== undefined && !event.rounds[last]!.games.some((g) => playing(nameA)(g) || playing(nameB)(g));
  return { kind: 'unpaired', roundIndex: free ? last : event.rounds.length };
}

/** "Round 2, table 3" or "Round 2, without a pairing": what the record button names. */
export function destinationLabel(event: CompetitionEvent, to: Destination): string {
  const round = event.rounds[to.roundIndex]?.label ?? `Round ${to.roundIndex + 1}`;
  return to.kind === 'table' ? `${round}, table ${to.game.table}` : `${round}, without a pairing`;
}

/**
 * Records two named players' game scores as scores without a pairing in a round (`roundIndex` one past the
 * last adds the round): a name the event lacks joins it, as a player who takes either side; a player's
 * earlier score there is replaced (a correction); a player already seated in that round is refused.
 */
export function recordUnpaired(
  event: CompetitionEvent,
  roundIndex: number,
  scores: readonly { name: string; total: number }[],
): EventUpdate {
  if (roundIndex < 0 || roundIndex > event.rounds.length) return { ok: false, message: `there is no round ${roundIndex + 1}` };
  let next = event;
  if (roundIndex === event.rounds.length) {
    const added = addRound(event, { label: `Round ${roundIndex + 1}`, games: [] });
    if (!added.ok) return added;
    next = added.event;
  }
  const ids: string[] = [];
  for (const { name } of scores) {
    let player = next.players.find((p) => sameName(p.name, name));
    if (!player) {
      const added = addPlayer(next, { name, club: null, side: 'either', nation: null });
      if (!added.ok) return added;
      next = added.event;
      player = next.players.at(-1)!;
    }
    ids.push(player.id);
  }
  const round = next.rounds[roundIndex]!;
  const seated = round.games.find((g) => !isUnpaired(g) && ids.some((id) => gamePlayers(g).includes(id)));
  if (seated) {
    const who = ids.find((id) => gamePlayers(seated).includes(id))!;
    return { ok: false, message: `${playerName(next, who)} already has a table in ${round.label}` };
  }
  const games = [
    ...round.games.filter((g) => !(isUnpaired(g) && ids.includes(g.player))),
    ...scores.map((s, i) => ({ player: ids[i]!, score: s.total })),
  ];
  return { ok: true, event: { ...next, rounds: next.rounds.map((r, i) => (i === roundIndex ? { ...r, games } : r)) } };
}

/** Records a scored game at a destination: the players' table, or scores without a pairing in a round. */
export const recordAt = (event: CompetitionEvent, to: Destination, scores: readonly { name: string; total: number }[]): EventUpdate =>
  to.kind === 'table' ? recordByNames(event, scores) : recordUnpaired(event, to.roundIndex, scores);

/** Records two named players' game scores at their table. */
export function recordByNames(event: CompetitionEvent, scores: readonly { name: string; total: number }[]): EventUpdate {
  const [a, b] = scores;
  if (!a || !b) return { ok: false, message: 'a game has two players' };
  const found = tableOfPlayers(event, a.name, b.name);
  if (!found) return { ok: false, message: `${a.name} and ${b.name} have no table in “${event.name}”` };
  const alliedIsA = sameName(playerName(event, found.game.allied), a.name);
  return scoreTable(event, found.roundIndex, found.game.table, {
    allied: alliedIsA ? a.total : b.total,
    axis: alliedIsA ? b.total : a.total,
  });
}

/** A running table's player's id: the name as a slug, numbered when two names give the same one. */
function idsFor(names: readonly string[]): Map<string, string> {
  const ids = new Map<string, string>();
  const used = new Set<string>();
  for (const name of names) {
    const base = fileSlug(name, 'player');
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    ids.set(name, id);
  }
  return ids;
}

/**
 * A running table (or a version 1 file) as an event with no pairings: each player may take either side,
 * with an id made from the name, and each score is a score without an opponent.
 */
export function eventFromRunningTable(table: RunningTable): CompetitionEvent {
  const ids = idsFor(table.players);
  const players: EventPlayer[] = table.players.map((name) => ({ id: ids.get(name)!, name, club: null, side: 'either', nation: null }));
  const rounds: EventRound[] = table.rounds.map((r) => ({
    label: r.label,
    games: r.scores.map((s) => ({ player: ids.get(s.player) ?? s.player, score: s.gameScore })),
  }));
  return { ...newEvent(table.name), players, rounds };
}
