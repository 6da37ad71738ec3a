/**
 * How large an event may be: far more players and rounds than any club night or tournament has, so every
 * page that draws one stays quick.
 */
import { thousands } from '../../numbers/wording.ts';

export const MAX_PLAYERS = 1_000;
export const MAX_ROUNDS = 100;
/** Bonuses and penalties: one for every player an event may have, where a real event gives a handful. */
export const MAX_ADJUSTMENTS = 1_000;

/**
 * The size caps of an event: the first one passed, as one sentence, or null. Checked before anything else, so an oversized file is refused before it is read on.
 */
export function eventSizeProblem(players: number, rounds: number, adjustments = 0): string | null {
  const tooMany = (n: number, what: string, max: number) =>
    `the event has ${thousands(n)} ${what}; an event may have at most ${thousands(max)}, far more than any club or tournament`;
  if (players > MAX_PLAYERS) return tooMany(players, 'players', MAX_PLAYERS);
  if (rounds > MAX_ROUNDS) return tooMany(rounds, 'rounds', MAX_ROUNDS);
  if (adjustments > MAX_ADJUSTMENTS) return tooMany(adjustments, 'adjustments', MAX_ADJUSTMENTS);
  return null;
}
