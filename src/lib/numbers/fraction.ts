/**
 * The one exact number type of the site (no floating-point drift): dice probabilities and
 * points costs alike. A fraction is a plain, JSON-serialisable object, always reduced, with a positive
 * denominator. Dice odds (36, 216, … 6^20) and costs (tenths and hundredths of points, a few million at
 * most) stay within safe integers; anything beyond them throws, a programmer error, never a rounding.
 */
export interface Fraction {
  readonly num: number;
  readonly den: number;
}

function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

function checkInteger(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`fraction ${what} must be a safe integer, got ${value}`);
}

/** The reduced fraction num/den; a zero denominator throws (programmer error). */
export function fraction(num: number, den = 1): Fraction {
  checkInteger(num, 'numerator');
  checkInteger(den, 'denominator');
  if (den === 0) throw new RangeError('fraction denominator must not be 0');
  const sign = den < 0 ? -1 : 1;
  const divisor = gcd(num, den) || 1;
  // `|| 0` keeps -0 out of results (0/-5 would otherwise give num -0).
  return { num: (sign * num) / divisor || 0, den: (sign * den) / divisor };
}

export const ZERO: Fraction = fraction(0);
export const ONE: Fraction = fraction(1);

/**
 * Sums over the least common denominator, not the product of the two: the chances of many dice (6^20 and
 * its divisors) then stay within safe integers, as they would not if each sum multiplied denominators.
 */
function overCommonDenominator(a: Fraction, b: Fraction, sign: 1 | -1): Fraction {
  const common = (a.den / gcd(a.den, b.den)) * b.den;
  return fraction(a.num * (common / a.den) + sign * b.num * (common / b.den), common);
}

export const add = (a: Fraction, b: Fraction): Fraction => overCommonDenominator(a, b, 1);
export const subtract = (a: Fraction, b: Fraction): Fraction => overCommonDenominator(a, b, -1);
/**
 * a × b, cancelling each numerator against the other denominator first: the product stays within safe
 * integers whenever the result does (a distance of 807,707,919.756718 inches × 40 yards to the inch is
 * 403853959878359/12500 yards, though 403853959878359 × 40 is not a safe integer).
 */
export function multiply(a: Fraction, b: Fraction): Fraction {
  const across = gcd(a.num, b.den) || 1;
  const back = gcd(b.num, a.den) || 1;
  return fraction((a.num / across) * (b.num / back), (a.den / back) * (b.den / across));
}

/** a ÷ b: a × (1/b), so it cancels across as `multiply` does. */
export function divide(a: Fraction, b: Fraction): Fraction {
  if (b.num === 0) throw new RangeError('cannot divide by a zero fraction');
  return multiply(a, fraction(b.den, b.num));
}

export const sum = (values: readonly Fraction[]): Fraction => values.reduce(add, ZERO);

/** Negative, zero or positive as a is less than, equal to or greater than b. */
export const compare = (a: Fraction, b: Fraction): number => Math.sign(a.num * b.den - b.num * a.den);
export const equals = (a: Fraction, b: Fraction): boolean => compare(a, b) === 0;

/** "5/36", or "0" and "1" for whole numbers. */
export const toText = (f: Fraction): string => (f.den === 1 ? String(f.num) : `${f.num}/${f.den}`);

export const toNumber = (f: Fraction): number => f.num / f.den;

/**
 * `f × factor` in decimals, rounded half-up (away from zero) to `decimals` places, trailing zeros dropped.
 * Exact: computed on integers (BigInt, since numerator × 10^(decimals+2) passes 2^53 for denominators as
 * large as 6^20), never on floats.
 */
export function decimalText(f: Fraction, factor: bigint, decimals: number): string {
  const scale = 10n ** BigInt(decimals);
  const num = BigInt(Math.abs(f.num));
  const den = BigInt(f.den);
  const rounded = (2n * num * factor * scale + den) / (2n * den);
  const whole = rounded / scale;
  const rest = String(rounded % scale)
    .padStart(decimals, '0')
    .replace(/0+$/, '');
  return `${f.num < 0 && rounded !== 0n ? '-' : ''}${whole}${rest ? `.${rest}` : ''}`;
}

/** The fraction as a decimal number, rounded half away from zero: 7/2 → "3.5", 7/3 → "2.33", 2 → "2". */
export const toDecimal = (f: Fraction, decimals = 2): string => decimalText(f, 1n, decimals);

/**
 * The exact value of a number as written: 2.5 is 5/2 and 0.1 is 1/10 (its shortest decimal form), not
 * the binary fraction nearest to it.
 */
export function fromDecimal(value: number): Fraction {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
  if (Number.isSafeInteger(value)) return fraction(value);
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i.exec(String(value));
  if (!match) throw new RangeError(`cannot read ${value} as an exact number`);
  const [, sign, whole, decimals = '', exponent = '0'] = match;
  const shift = Number(exponent) - decimals.length;
  const digits = Number(`${sign}${whole}${decimals}`);
  return shift >= 0 ? fraction(digits * 10 ** shift) : fraction(digits, 10 ** -shift);
}

// Chances, for the odds calculators: powers, percentages and the probability a page shows.

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
