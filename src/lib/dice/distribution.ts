/**
 * Exact distributions of dice outcomes: every outcome with its probability as a fraction, the
 * probabilities summing to exactly 1. Outcomes are primitive values (numbers, strings, booleans) so
 * equal outcomes merge and a distribution serialises to JSON as it is.
 */
import { add, divide, fraction, multiply, sum, ZERO, type Fraction } from '../numbers/fraction.ts';

export type Outcome = string | number | boolean;

export interface Weighted<T extends Outcome> {
  readonly value: T;
  readonly probability: Fraction;
}

/** Outcomes in first-seen order, each once. */
export type Distribution<T extends Outcome> = readonly Weighted<T>[];

/** Merges equal outcomes and drops impossible ones, keeping first-seen order. */
function normalise<T extends Outcome>(entries: Iterable<Weighted<T>>): Distribution<T> {
  const merged = new Map<T, Fraction>();
  for (const { value, probability } of entries) merged.set(value, add(merged.get(value) ?? ZERO, probability));
  return [...merged].filter(([, p]) => p.num !== 0).map(([value, probability]) => ({ value, probability }));
}

/** Each value equally likely (a value listed twice is twice as likely). */
export function uniform<T extends Outcome>(values: readonly T[]): Distribution<T> {
  if (values.length === 0) throw new RangeError('a distribution needs at least one outcome');
  const each = fraction(1, values.length);
  return normalise(values.map((value) => ({ value, probability: each })));
}

/** One die with faces 1..sides (a D6 by default). */
export function die(sides = 6): Distribution<number> {
  if (!Number.isInteger(sides) || sides < 1) throw new RangeError(`a die needs a whole number of sides, got ${sides}`);
  return uniform(Array.from({ length: sides }, (_, i) => i + 1));
}

/** The distribution of f(outcome). */
export function mapOutcomes<T extends Outcome, U extends Outcome>(dist: Distribution<T>, f: (value: T) => U): Distribution<U> {
  return normalise(dist.map(({ value, probability }) => ({ value: f(value), probability })));
}

/** The distribution of f(a, b) for two independent outcomes a and b. */
export function combine<A extends Outcome, B extends Outcome, U extends Outcome>(
  a: Distribution<A>,
  b: Distribution<B>,
  f: (a: A, b: B) => U,
): Distribution<U> {
  return normalise(a.flatMap((x) => b.map((y) => ({ value: f(x.value, y.value), probability: multiply(x.probability, y.probability) }))));
}

/** A die plus a fixed modifier (D6+2 → 3..8). */
export const plus = (dist: Distribution<number>, modifier: number): Distribution<number> => mapOutcomes(dist, (v) => v + modifier);

/** The total of `count` dice of `sides` faces (2D6 → 2..12, 7 with 6/36). */
export function sumOfDice(count: number, sides = 6): Distribution<number> {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`need a whole number of dice ≥ 1, got ${count}`);
  let total = die(sides);
  for (let i = 1; i < count; i++) total = combine(total, die(sides), (x, y) => x + y);
  return [...total].sort((x, y) => x.value - y.value);
}

/** P(predicate) over the distribution. */
export const probabilityOf = <T extends Outcome>(dist: Distribution<T>, predicate: (value: T) => boolean): Fraction =>
  sum(dist.filter((w) => predicate(w.value)).map((w) => w.probability));

/** Sum of all probabilities: exactly 1 for every distribution built here. */
export const totalProbability = <T extends Outcome>(dist: Distribution<T>): Fraction => sum(dist.map((w) => w.probability));

/**
 * The distribution given that the predicate holds: how a "re-roll when …" rule settles, since rolling
 * again until the predicate holds ends in each kept outcome with its probability over P(kept).
 */
export function conditionOn<T extends Outcome>(dist: Distribution<T>, predicate: (value: T) => boolean): Distribution<T> {
  const kept = probabilityOf(dist, predicate);
  if (kept.num === 0) throw new RangeError('cannot condition on an impossible event');
  return normalise(dist.filter((w) => predicate(w.value)).map((w) => ({ value: w.value, probability: divide(w.probability, kept) })));
}

/** The probability of one outcome (0 when it cannot happen). */
export const probabilityOfValue = <T extends Outcome>(dist: Distribution<T>, value: T): Fraction =>
  dist.find((w) => w.value === value)?.probability ?? ZERO;
