/**
 * The exact number of successes among n dice that each succeed on `faces` of their `sides` faces: a
 * binomial distribution kept in whole numbers over sides^n, so every probability is exact. Kept within
 * safe integers: sides^n must not pass Number.MAX_SAFE_INTEGER (a D6 allows up to 20 dice).
 */
import { fraction, type Fraction } from '../numbers/fraction.ts';

/** The most dice of `sides` faces whose outcomes can all be counted exactly here. */
export function maxExactDice(sides: number): number {
  let n = 0;
  while (sides ** (n + 1) <= Number.MAX_SAFE_INTEGER) n++;
  return n;
}

function choose(n: number, k: number): number {
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return c;
}

/** Ways to get exactly k successes, for k = 0..n, out of sides^n equally likely rolls. */
export function successCounts(n: number, faces: number, sides: number): number[] {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`the number of dice must be a whole number ≥ 0, got ${n}`);
  if (!Number.isInteger(faces) || faces < 0 || faces > sides) throw new RangeError(`faces must be 0..${sides}, got ${faces}`);
  if (n > maxExactDice(sides))
    throw new RangeError(`at most ${maxExactDice(sides)} dice of ${sides} sides can be counted exactly, got ${n}`);
  return Array.from({ length: n + 1 }, (_, k) => choose(n, k) * faces ** k * (sides - faces) ** (n - k));
}

export interface BinomialRow {
  successes: number;
  exactly: Fraction;
  atLeast: Fraction;
}

/** P(exactly k) and P(at least k) for k = 0..n; the exactly column sums to 1. */
export function binomial(n: number, faces: number, sides: number): BinomialRow[] {
  const counts = successCounts(n, faces, sides);
  const total = sides ** n;
  let tail = total;
  return counts.map((ways, k) => {
    const row = { successes: k, exactly: fraction(ways, total), atLeast: fraction(tail, total) };
    tail -= ways;
    return row;
  });
}
