/** Small events for the event tests, built with the shipped edits. */
import { newEvent, type CompetitionEvent, type EventPlayer, type EventSide } from '#src/lib/gwsh/event/event.ts';
import { addPlayer, addRound, scoreTable } from '#src/lib/gwsh/event/eventEdits.ts';
import { pairNextRound } from '#src/lib/gwsh/event/swiss.ts';

export function must<T>(update: { ok: true; event: T } | { ok: false; message: string }): T {
  if (!update.ok) throw new Error(update.message);
  return update.event;
}

/** An event of players given as [name, side, club?]; ids are the names in lower case. */
export function eventOf(players: [string, EventSide, string?][], seed = 1): CompetitionEvent {
  let event = newEvent('Test event', seed);
  for (const [name, side, club] of players) event = must(addPlayer(event, { name, side, club: club ?? null, nation: null }));
  return event;
}

/** Pairs the next round and adds it; throws on a refusal. */
export function paired(event: CompetitionEvent): CompetitionEvent {
  const pairing = pairNextRound(event);
  if (!pairing.ok) throw new Error(pairing.message);
  return must(addRound(event, pairing.round));
}

/** Scores the last round's tables: scores[allied id] and scores[axis id] from the map. */
export function scoredLast(event: CompetitionEvent, scores: Record<string, number>): CompetitionEvent {
  const r = event.rounds.length - 1;
  let e = event;
  for (const game of event.rounds[r]!.games) {
    if ('table' in game) e = must(scoreTable(e, r, game.table, { allied: scores[game.allied]!, axis: scores[game.axis]! }));
  }
  return e;
}

/** A round's games as "allied-axis" strings and "bye:id", in table order. */
export const gamesOf = (event: CompetitionEvent, r = event.rounds.length - 1): string[] =>
  event.rounds[r]!.games.map((g) =>
    'table' in g ? `${g.table}:${g.allied}-${g.axis}` : 'bye' in g ? `bye:${g.bye}` : `score:${g.player}`,
  );

export type { EventPlayer };

/**
 * A round of the largest event (largestEventPlayers): Allied player k (p2k+1) meets Axis player k + r
 * (p2k+2 counted round the 500), so no two rounds repeat a game; scores (7k + r) mod 15 and (3k + 5r) mod 15.
 */
export function largestEventRound(r: number) {
  const games = Array.from({ length: 500 }, (_, k) => {
    const [allied, axis] = [`p${2 * k + 1}`, `p${2 * ((k + r) % 500) + 2}`];
    return { table: k + 1, allied, axis, scores: { [allied]: (7 * k + r) % 15, [axis]: (3 * k + 5 * r) % 15 } };
  });
  return { label: `Round ${r + 1}`, games };
}

/** The most players an event may have, odd ids Allied and even ids Axis, with names as long as a real club's. */
export function largestEventPlayers(): EventPlayer[] {
  return Array.from({ length: 1_000 }, (_, i) => ({
    id: `p${i + 1}`,
    name: `Player number ${String(i + 1).padStart(4, '0')}`,
    club: `Club ${i % 50}`,
    side: i % 2 ? 'axis' : 'allied',
    nation: null,
  }));
}
