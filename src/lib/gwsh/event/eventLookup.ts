/**
 * The event as other pages meet it. The victory points page scores a game between two named players and
 * records it at their table of the event (the latest round in which they are paired); its running table
 * (src/lib/gwsh/game/competition.ts, the version 1 file's shape) opens a version 2 event as each round's
 * scores, and is written as a version 2 event with no pairings.
 */
import type { CompetitionEvent as RunningTable } from '../game/competition.ts';
import {
  isBye,
  isPaired,
  newEvent,
  playerName,
  type CompetitionEvent,
  type EventPlayer,
  type EventRound,
  type PairedGame,
} from './event.ts';
import { fileSlug } from '../../files/fileSlug.ts';
import { scoreTable, type EventUpdate } from './eventEdits.ts';

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

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

/** The event as a running table of game scores by player name and round (version 1's shape), byes left out. */
export function runningTable(event: CompetitionEvent): RunningTable {
  return {
    format: 'gwsh-competition',
    version: 1,
    name: event.name,
    players: event.players.map((p) => p.name),
    rounds: event.rounds.map((round) => ({
      label: round.label,
      scores: round.games.flatMap((g) => {
        if (isPaired(g)) {
          return [g.allied, g.axis].flatMap((id) => {
            const score = g.scores[id];
            return typeof score === 'number' ? [{ player: playerName(event, id), gameScore: score }] : [];
          });
        }
        return isBye(g) ? [] : [{ player: playerName(event, g.player), gameScore: g.score }];
      }),
    })),
  };
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
