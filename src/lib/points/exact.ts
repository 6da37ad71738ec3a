/**
 * Points arithmetic (no floating-point drift, no rounding of intermediate values), on the
 * site's one exact number type (src/lib/numbers/fraction.ts).
 *
 * Why two decimals are enough today: every cost in the tables is a whole number B, every national quality
 * percentage is a multiple of ten (q = 10k: 70 … 130) and the off-table factor is 80 %. So a brigade costs
 *   B × 10k / 100            = B·k / 10        (tenths), or off table
 *   B × 10k / 100 × 80 / 100 = B·k·8 / 100     (hundredths),
 * and a sum of hundredths is hundredths: 47 × 130 % × 80 % = 47 × 104 / 100 = 48.88 exactly.
 * Nothing here relies on that: a 115 % grade or a half-point cost would give a finer denominator and the
 * value would still be exact. Only `formatPoints` rounds, for display, when a value has more decimals
 * than it shows.
 */
import {
  add,
  compare,
  divide,
  equals,
  fraction,
  fromDecimal,
  multiply,
  ONE,
  subtract,
  sum,
  toDecimal,
  toNumber,
  ZERO,
  type Fraction,
} from '../numbers/fraction.ts';

export type Points = Fraction;
export { add, compare, equals, multiply, ONE, subtract, sum, toNumber, ZERO };

/** The exact value of a number read from a table or typed in (2.5 is 5/2, 0.1 is 1/10). */
export const points = fromDecimal;

/** A percentage as a factor: percent(130) is 13/10. */
export const percent = (value: number): Points => divide(fromDecimal(value), fraction(100));

export const times = (a: Points, count: number): Points => multiply(a, fromDecimal(count));

/** Points as shown to players: at most two decimals, trailing zeros dropped ("48.88", "52.5", "60"). */
export const formatPoints = (value: Points | number): string => toDecimal(typeof value === 'number' ? fromDecimal(value) : value, 2);
