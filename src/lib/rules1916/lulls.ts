/**
 * "1916" Basic Game Setup, Lull in Fighting. The unmodified proximity die is the first turn on which
 * players roll one D6 for a lull; an unmodified 6 brings one. A lull before turn 7 is short, on turn 7
 * or later long. (Players may also agree a lull of either kind at any time; that needs no dice.)
 * In the turn sequence (1.6) the roll comes at the start of the attacker's movement, and a lull
 * cancels the rest of that turn.
 */
import type { TableOf } from '../data/parseTable.ts';
import type { RowOf } from '../data/schemas.ts';
import { fraction, multiply, ONE, subtract, type Fraction, power } from '../numbers/fraction.ts';
import { oddsOf, type Odds } from '../dice/oddsView.ts';
import { checkDie } from './nations.ts';

export const LULL_ROLL = 6;
export const LONG_LULL_FROM_TURN = 7;

export type LullLength = 'short' | 'long';

export function lullStartTurn(proximityDie: number): number {
  checkDie(proximityDie, 'the proximity die');
  return proximityDie;
}

function checkTurn(turn: number): void {
  if (!Number.isInteger(turn) || turn < 1) throw new RangeError(`a turn must be a whole number from 1, got ${turn}`);
}

export function lullLength(turn: number): LullLength {
  checkTurn(turn);
  return turn < LONG_LULL_FROM_TURN ? 'short' : 'long';
}

export interface LullCheck {
  turn: number;
  startTurn: number;
  /** Whether a lull roll is made this turn at all. */
  rolls: boolean;
  die: number | null;
  lull: boolean;
  length: LullLength | null;
  message: string;
}

/** One turn's lull roll. `die` may be null when no roll is due (before the start turn). */
export function lullCheck(turn: number, startTurn: number, die: number | null): LullCheck {
  checkTurn(turn);
  checkDie(startTurn, 'the lull start turn');
  if (turn < startTurn) {
    return {
      turn,
      startTurn,
      rolls: false,
      die: null,
      lull: false,
      length: null,
      message: `No lull roll on turn ${turn}: rolling starts on turn ${startTurn}.`,
    };
  }
  if (die === null) throw new RangeError('a lull roll is due: give the die');
  checkDie(die, 'the lull die');
  if (die !== LULL_ROLL) {
    return {
      turn,
      startTurn,
      rolls: true,
      die,
      lull: false,
      length: null,
      message: `Turn ${turn}: rolled ${die}, no lull (only a 6 brings one).`,
    };
  }
  const length = lullLength(turn);
  return {
    turn,
    startTurn,
    rolls: true,
    die,
    lull: true,
    length,
    message: `Turn ${turn}: rolled 6, a ${length} lull${length === 'short' ? ' (before turn 7)' : ' (turn 7 or later)'}. The rest of the turn is cancelled.`,
  };
}

/**
 * The exact chance that a lull has come by the end of `turn` (none earlier counted), rolling from
 * `startTurn`: 1 − (5/6)^(rolls made).
 */
export function lullChanceBy(turn: number, startTurn: number): Fraction {
  checkTurn(turn);
  checkDie(startTurn, 'the lull start turn');
  const rolls = Math.max(0, turn - startTurn + 1);
  return subtract(ONE, power(fraction(5, 6), rolls));
}

/** How many turns of rolling the odds table lists before its "later" line. */
export const LULL_TABLE_ROLLS = 6;

/**
 * When the first lull comes, as a table: each turn from the first roll with the chance that
 * the first 6 comes then, (5/6)^(earlier rolls) × 1/6, and its chance "by the end of this turn"; then
 * every later turn together. A lull before turn 7 is short, so the labels say which. The average is
 * exact: a 6 comes on average on the sixth roll, turn `startTurn` + 5, if the game runs that long.
 */
export function lullTimingOdds(startTurn: number): Odds {
  checkDie(startTurn, 'the lull start turn');
  const turns = Array.from({ length: LULL_TABLE_ROLLS }, (_, i) => startTurn + i);
  const lines = turns.map((turn, i) => ({
    key: `turn-${turn}`,
    label: `Turn ${turn} (${lullLength(turn)} lull)`,
    probability: multiply(power(fraction(5, 6), i), fraction(1, 6)),
  }));
  const last = turns.at(-1)!;
  const later = { key: 'later', label: `Later than turn ${last} (long lull)`, probability: power(fraction(5, 6), LULL_TABLE_ROLLS) };
  return { ...oddsOf([...lines, later], { order: 'best-first' }), mean: fraction(startTurn + 5) };
}

export type LullFeatureRow = RowOf<'1916-lull-features'>;

export interface LullFeature {
  id: string;
  name: string;
  /** The chart's cell for this length of lull ("No", "5,6", "Automatic"…). */
  permission: string;
  footnote?: string;
  note?: string;
}

/** What may be attempted in a lull of this length, from the lull features chart. */
export function lullFeatures(table: TableOf<'1916-lull-features'>, length: LullLength): LullFeature[] {
  return table.rows.map((r) => ({
    id: r.id,
    name: r.name,
    permission: length === 'short' ? r.shortLull : r.longLull,
    ...(r.footnote ? { footnote: r.footnote } : {}),
    ...(r.note ? { note: r.note } : {}),
  }));
}
