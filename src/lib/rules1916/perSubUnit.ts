/**
 * "1916" Basic Game Setup: chart values such as ".40" are a number per sub-unit. A side's share is the
 * value times the sub-units counted (barrages and on-call: every sub-unit on the battlefield, both
 * sides; extra heavy weapons: the side's own), and "standard rounding" applies to that final figure.
 *
 * Our reading of standard rounding: to the nearest whole number, an exact half rounded up
 * (.55 × 15 = 8.25 → 8; .50 × 17 = 8.5 → 9). Only the final figure is rounded. The product of a
 * two-decimal value and a whole count is exact in hundredths, so nothing drifts.
 */
import { fraction, multiply, toDecimal, type Fraction } from '../numbers/fraction.ts';

/** A chart value (0.45) as an exact fraction of hundredths (45/100 = 9/20). */
export function hundredthsOf(value: number): Fraction {
  const h = Math.round(value * 100);
  if (!Number.isFinite(value) || value < 0 || Math.abs(value * 100 - h) > 1e-9) {
    throw new RangeError(`a per-sub-unit value must be a non-negative number of hundredths, got ${value}`);
  }
  return fraction(h, 100);
}

/** Nearest whole number, halves up; for the non-negative products of this module. */
export function roundHalfUp(f: Fraction): number {
  if (f.num < 0) throw new RangeError('roundHalfUp is only used for non-negative figures');
  return Number(toDecimal(f, 0));
}

/** The chart value as printed: ".40", ".05", "1.00". */
export const chartValueText = (value: number): string => {
  const text = value.toFixed(2);
  return text.startsWith('0.') ? text.slice(1) : text;
};

export interface PerSubUnitResult {
  /** The chart value per sub-unit. */
  value: number;
  subUnits: number;
  /** value × subUnits, exact. */
  exact: Fraction;
  /** The final, rounded figure. */
  total: number;
  /** ".40 × 35 = 14" or ".55 × 15 = 8.25, rounded to 8". */
  working: string;
}

/** A chart value times a count of sub-units, rounded once at the end. */
export function perSubUnit(value: number, subUnits: number): PerSubUnitResult {
  if (!Number.isInteger(subUnits) || subUnits < 0) {
    throw new RangeError(`sub-units must be a whole number of 0 or more, got ${subUnits}`);
  }
  const exact = multiply(hundredthsOf(value), fraction(subUnits));
  const total = roundHalfUp(exact);
  const product = toDecimal(exact);
  const working =
    exact.den === 1
      ? `${chartValueText(value)} × ${subUnits} = ${total}`
      : `${chartValueText(value)} × ${subUnits} = ${product}, rounded to ${total}`;
  return { value, subUnits, exact, total, working };
}
