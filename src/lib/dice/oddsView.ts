/**
 * Odds the way players read them: each result with its exact fraction and percentage, for
 * results that have an order the chance of "this or better", the average where results are numbers, and
 * two choices side by side where a choice changes the odds (with or without gas, an officer, a year).
 * Every calculator that shows probabilities builds its table here; src/components/shared/OddsTable.tsx
 * draws it.
 */
import { multiply, sum, ZERO, add, type Fraction, describeProbability, type Probability } from '../numbers/fraction.ts';

/** A result and its exact chance, as an engine computes it. `value` is its number, if results are numbers. */
export interface OddsInput {
  key: string;
  label: string;
  probability: Fraction;
  value?: number;
}

export interface OddsLine {
  key: string;
  label: string;
  chance: Probability;
  /** The chance of this result or a better one; null where results have no order (who attacks). */
  orBetter: Probability | null;
}

export interface Odds {
  lines: OddsLine[];
  /** The average result, exact, where results are numbers (hits, turns of delay); else null. */
  mean: Fraction | null;
}

/** How a table lists its results: from worst to best, from best to worst, or in no order at all. */
export type ResultOrder = 'worst-first' | 'best-first' | 'none';

/**
 * Each result with its chance and, where results have an order, the chance of it or a better one: the
 * sum of its chance and those of the results better than it (so the worst result's is 1). Results keep
 * the order of the table they come from.
 */
export function oddsOf(results: readonly OddsInput[], { order = 'worst-first' }: { order?: ResultOrder } = {}): Odds {
  const running = (list: readonly OddsInput[]) => {
    let total = ZERO;
    return list.map((r) => (total = add(total, r.probability)));
  };
  const orBetter = order === 'best-first' ? running(results) : running(results.toReversed()).toReversed();
  const numbered = results.every((r) => r.value !== undefined);
  return {
    lines: results.map((r, i) => ({
      key: r.key,
      label: r.label,
      chance: describeProbability(r.probability),
      orBetter: order === 'none' ? null : describeProbability(orBetter[i]!),
    })),
    mean: numbered && results.length > 0 ? sum(results.map((r) => multiply(r.probability, { num: r.value!, den: 1 }))) : null,
  };
}

/** A test that passes or fails (a morale check), as two results in that order. */
export const passOrFailOdds = (test: { pass: Probability; fail: Probability }): Odds =>
  oddsOf(
    [
      { key: 'pass', label: 'Passes', probability: test.pass.probability },
      { key: 'fail', label: 'Fails', probability: test.fail.probability },
    ],
    { order: 'none' },
  );

/** One choice of a comparison: "Without gas", and its odds. */
export interface OddsChoice {
  label: string;
  odds: Odds;
}

/**
 * Two choices side by side, line by line. Both must list the same results in the same order (an engine
 * gives every result, with chance 0 where it cannot come up), so a row compares like with like.
 */
export function compareOdds(first: OddsChoice, second: OddsChoice): [OddsChoice, OddsChoice] {
  const keys = (c: OddsChoice) => c.odds.lines.map((l) => l.key).join('\u0000');
  if (keys(first) !== keys(second)) throw new Error('compareOdds: both choices must list the same results in the same order');
  return [first, second];
}
