/**
 * Chances as exact fractions, for the odds calculators: powers, percentages and the probability a page
 * shows. Apart from ./fraction.ts so that pages costing points do not bundle them.
 */
import { decimalText, multiply, ONE, toText, type Fraction } from './fraction.ts';

/** a raised to a whole power n ≥ 0. */
export function power(a: Fraction, n: number): Fraction {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`power must be a whole number ≥ 0, got ${n}`);
  let result = ONE;
  for (let i = 0; i < n; i++) result = multiply(result, a);
  return result;
}

/** The fraction as a percentage: 1/6 → "16.67%", 1/2 → "50%", 1/12 → "8.33%". */
export const toPercent = (f: Fraction, decimals = 2): string => `${decimalText(f, 100n, decimals)}%`;

/** A probability ready for a page: the exact fraction, its text and a percentage. */
export interface Probability {
  probability: Fraction;
  fraction: string;
  percent: string;
}

export const describeProbability = (f: Fraction): Probability => ({
  probability: f,
  fraction: toText(f),
  percent: toPercent(f),
});
