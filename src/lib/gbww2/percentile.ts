/**
 * Percentile rolls (the charts' "2D10"): two D10 read as tens and units, 01 to 00, with 00 read as 100
 * (Miscellaneous Dice Note). Randomness is injected so tests and typed-in dice are deterministic.
 */
import { uniform, type Distribution } from '../dice/distribution.ts';

export const isPercentile = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 100;

/** "07", "55", and "00" for 100, as the dice show it. */
export function formatPercentile(value: number): string {
  if (!isPercentile(value)) throw new RangeError(`a percentile roll is a whole number from 1 to 100, got ${value}`);
  return value === 100 ? '00' : String(value).padStart(2, '0');
}

export type ParsedPercentile = { ok: true; value: number } | { ok: false; message: string };

/** Parses a typed roll: "7", "07", "55", "00" or "100" (both 100). */
export function parsePercentile(text: string): ParsedPercentile {
  const t = text.trim();
  if (t === '00' || t === '100') return { ok: true, value: 100 };
  const value = /^\d{1,2}$/.test(t) ? Number(t) : Number.NaN;
  if (!isPercentile(value)) {
    return { ok: false, message: `The roll "${t}" must be two D10 read as 01 to 99, or 00 for a hundred.` };
  }
  return { ok: true, value };
}

/** A percentile roll from a uniform random number in [0, 1) (e.g. Math.random or a seeded generator). */
export const rollPercentile = (random: () => number): number => 1 + Math.floor(random() * 100);

/** Every roll 1..100, each 1/100. */
export const percentileRolls: Distribution<number> = uniform(Array.from({ length: 100 }, (_, i) => i + 1));
