/**
 * "1916" 1.1, Base & Range Chart: each weapon's range in inches for the chosen scale, with the yards it
 * stands for. The chart is not a pure conversion: its large- and small-scale figures stand for the same
 * yards, but several medium-scale figures stand for more (small arms 22" × 30 = 660 yards against 600).
 * We show the chart's inches as printed and flag where the scales disagree.
 */
import type { TableOf } from '../data/parseTable.ts';
import { equals, type Fraction } from '../numbers/fraction.ts';
import type { Finding } from '../findings.ts';
import { inchesToYards, exactDecimal, SCALE_IDS, scaleOf, type ScaleId } from './scales.ts';
import { mixedNumber } from './measureText.ts';

export interface RangeInScale {
  /** Minimum range in inches, for weapons that have one. */
  minInches: Fraction | null;
  maxInches: Fraction;
  minYards: Fraction | null;
  maxYards: Fraction;
}

export interface WeaponRange {
  id: string;
  name: string;
  footnote?: string;
  scale: ScaleId;
  range: RangeInScale;
  /** "5"–60"" or "30"". */
  inchesText: string;
  /** "100–1200 yards". */
  yardsText: string;
  /** The yards the chart gives in every scale, to compare. */
  yardsByScale: Record<ScaleId, { min: Fraction | null; max: Fraction }>;
  /** Whether the three scales stand for the same yards. */
  scalesAgree: boolean;
}

const yardsOf = (r: { min: number | null; max: number }, scale: ScaleId) => ({
  min: r.min === null ? null : inchesToYards(r.min, scale),
  max: inchesToYards(r.max, scale),
});

const sameRange = (a: { min: Fraction | null; max: Fraction }, b: { min: Fraction | null; max: Fraction }) =>
  equals(a.max, b.max) && (a.min === null ? b.min === null : b.min !== null && equals(a.min, b.min));

const span = (min: Fraction | null, max: Fraction, unit: string) =>
  min === null ? `${mixedNumber(max)}${unit}` : `${mixedNumber(min)}${unit}–${mixedNumber(max)}${unit}`;

/** Every weapon range of the chart in one scale. */
export function weaponRanges(table: TableOf<'1916-weapon-ranges'>, scale: ScaleId): WeaponRange[] {
  scaleOf(scale);
  return table.rows.map((row) => {
    const cell = row[scale];
    const yardsByScale = Object.fromEntries(SCALE_IDS.map((s) => [s, yardsOf(row[s], s)])) as WeaponRange['yardsByScale'];
    const here = yardsByScale[scale];
    const range: RangeInScale = {
      minInches: cell.min === null ? null : exactDecimal(cell.min),
      maxInches: exactDecimal(cell.max),
      minYards: here.min,
      maxYards: here.max,
    };
    return {
      id: row.id,
      name: row.name,
      ...(row.footnote ? { footnote: row.footnote } : {}),
      scale,
      range,
      inchesText: span(range.minInches, range.maxInches, '"'),
      yardsText: `${span(here.min, here.max, '')} yards`,
      yardsByScale,
      scalesAgree: SCALE_IDS.every((s) => sameRange(yardsByScale[s], here)),
    };
  });
}

/** An info finding for each weapon whose chart figures stand for different yards in different scales. */
export function rangeScaleFindings(ranges: readonly WeaponRange[]): Finding[] {
  return ranges
    .filter((r) => !r.scalesAgree)
    .map((r) => ({
      code: 'range-scales-differ',
      severity: 'info',
      message: `${r.name}: the chart's figures stand for ${SCALE_IDS.map((s) => `${span(r.yardsByScale[s].min, r.yardsByScale[s].max, '')} yards at ${s} scale`).join(', ')}; use the figure printed for your scale.`,
      rule: '1.1',
      path: r.id,
    }));
}
