/**
 * Exact points arithmetic (DESIGN §4: no floating-point drift, no rounding of intermediate values).
 *
 * A value is a rational number n/d held in bigints, always reduced, d > 0. Costs are only ever multiplied
 * by percentages and added, so every value stays exact however many terms a list has.
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

export interface Points {
  readonly n: bigint;
  readonly d: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function ratio(n: bigint, d: bigint): Points {
  if (d === 0n) throw new RangeError('points: division by zero');
  const sign = d < 0n ? -1n : 1n;
  const g = gcd(n, d);
  return { n: (sign * n) / g, d: (sign * d) / g };
}

export const ZERO: Points = { n: 0n, d: 1n };
export const ONE: Points = { n: 1n, d: 1n };

/**
 * The exact value of a number read from a table or typed in. Decimals are taken as written (their
 * shortest decimal form), so 2.5 is 5/2 and 0.1 is 1/10, not the binary fraction nearest to them.
 */
export function points(value: number): Points {
  if (!Number.isFinite(value)) throw new RangeError(`points: not a finite number: ${value}`);
  if (Number.isSafeInteger(value)) return { n: BigInt(value), d: 1n };
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i.exec(String(value));
  if (!match) throw new RangeError(`points: cannot read ${value}`);
  const [, sign, whole, fraction = '', exponent = '0'] = match;
  const shift = Number(exponent) - fraction.length;
  const digits = BigInt(`${sign}${whole}${fraction}`);
  return shift >= 0 ? ratio(digits * 10n ** BigInt(shift), 1n) : ratio(digits, 10n ** BigInt(-shift));
}

/** A percentage as a factor: percent(130) is 13/10. */
export const percent = (value: number): Points => {
  const p = points(value);
  return ratio(p.n, p.d * 100n);
};

export const add = (a: Points, b: Points): Points => ratio(a.n * b.d + b.n * a.d, a.d * b.d);
export const subtract = (a: Points, b: Points): Points => ratio(a.n * b.d - b.n * a.d, a.d * b.d);
export const multiply = (a: Points, b: Points): Points => ratio(a.n * b.n, a.d * b.d);
export const times = (a: Points, count: number): Points => multiply(a, points(count));
export const sum = (values: Iterable<Points>): Points => {
  let total = ZERO;
  for (const v of values) total = add(total, v);
  return total;
};

/** Negative, zero or positive as a is less than, equal to or greater than b. */
export const compare = (a: Points, b: Points): number => {
  const diff = a.n * b.d - b.n * a.d;
  return diff < 0n ? -1 : diff > 0n ? 1 : 0;
};
export const equals = (a: Points, b: Points): boolean => a.n === b.n && a.d === b.d;

const MAX_EXACT = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * The nearest plain number, for results handed to pages and JSON. With both parts exactly representable
 * the division is correctly rounded, so 4888/100 becomes the same number as the literal 48.88.
 */
export function toNumber(value: Points): number {
  const abs = value.n < 0n ? -value.n : value.n;
  if (abs <= MAX_EXACT && value.d <= MAX_EXACT) return Number(value.n) / Number(value.d);
  return Number(toDecimalString(value, 20));
}

/** Decimal digits rounded half away from zero to at most `places`, trailing zeros dropped. */
function toDecimalString(value: Points, places: number): string {
  const scale = 10n ** BigInt(places);
  const negative = value.n < 0n;
  const abs = negative ? -value.n : value.n;
  const scaled = (abs * scale * 2n + value.d) / (value.d * 2n);
  const whole = scaled / scale;
  const fraction = (scaled % scale).toString().padStart(places, '0').replace(/0+$/, '');
  const text = fraction ? `${whole}.${fraction}` : `${whole}`;
  return negative && scaled !== 0n ? `-${text}` : text;
}

/** Points as shown to players: at most two decimals, trailing zeros dropped ("48.88", "52.5", "60"). */
export function formatPoints(value: Points | number): string {
  return toDecimalString(typeof value === 'number' ? points(value) : value, 2);
}
