/**
 * "1916" 1.1 and Basic Game Setup: the three ground scales. The rules give every distance in yards; on
 * the table a player measures inches, at 20 yards to the inch (large scale), 30 (medium) or 40 (small).
 * Conversions are exact fractions (80 yards at medium scale is 8/3 = 2⅔ inches), never rounded floats.
 */
import { divide, fraction, multiply, type Fraction } from '../numbers/fraction.ts';

export type ScaleId = 'large' | 'medium' | 'small';

export interface Scale {
  id: ScaleId;
  label: string;
  /** Yards represented by one inch on the table. */
  yardsPerInch: number;
}

export const SCALES: readonly Scale[] = Object.freeze([
  { id: 'large', label: 'Large scale', yardsPerInch: 20 },
  { id: 'medium', label: 'Medium scale', yardsPerInch: 30 },
  { id: 'small', label: 'Small scale', yardsPerInch: 40 },
]);

export const SCALE_IDS: readonly ScaleId[] = SCALES.map((s) => s.id);

export function scaleOf(id: ScaleId): Scale {
  const scale = SCALES.find((s) => s.id === id);
  if (!scale) throw new RangeError(`no scale "${id}"; use large, medium or small`);
  return scale;
}

const asFraction = (value: Fraction | number): Fraction => (typeof value === 'number' ? exactDecimal(value) : value);

/** The exact value of a number as written in decimal (2.5 → 5/2), for inputs and table cells. */
export function exactDecimal(value: number): Fraction {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
  const [whole, decimals = ''] = String(value).split('.');
  if (String(value).includes('e')) throw new RangeError(`too large or small to convert exactly: ${value}`);
  return fraction(Number(`${whole}${decimals}`), 10 ** decimals.length);
}

/** Inches on the table for a distance in yards. */
export const yardsToInches = (yards: Fraction | number, scale: ScaleId): Fraction =>
  divide(asFraction(yards), fraction(scaleOf(scale).yardsPerInch));

/** Yards represented by a distance in inches. */
export const inchesToYards = (inches: Fraction | number, scale: ScaleId): Fraction =>
  multiply(asFraction(inches), fraction(scaleOf(scale).yardsPerInch));

/** A distance in yards in all three scales, in the order large, medium, small. */
export const inchesInEveryScale = (yards: Fraction | number): Record<ScaleId, Fraction> => ({
  large: yardsToInches(yards, 'large'),
  medium: yardsToInches(yards, 'medium'),
  small: yardsToInches(yards, 'small'),
});

/** One distance in yards and in inches for every scale. */
export interface Conversion {
  yards: Fraction;
  inches: Record<ScaleId, Fraction>;
}

/** A distance given in yards, on the table in each scale. */
export const conversionFromYards = (yards: Fraction | number): Conversion => ({
  yards: asFraction(yards),
  inches: inchesInEveryScale(yards),
});

/** A distance measured in inches at one scale: the yards it stands for, and the same yards in each scale. */
export function conversionFromInches(inches: Fraction | number, scale: ScaleId): Conversion {
  const yards = inchesToYards(inches, scale);
  return { yards, inches: inchesInEveryScale(yards) };
}
