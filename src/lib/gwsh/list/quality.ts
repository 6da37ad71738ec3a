/** GWSH 10.2: national quality multipliers and the off-table discount, read from the national-quality table. */
import { nationalQualityTable } from '../../data/tables/gwsh/nationalQuality.ts';
import type { RowOf } from '../../data/schemas.ts';
import type { Grade } from './listFormat.ts';

export type QualityGroup = RowOf<'national-quality'>;

/** The quality group (table row) a nation belongs to, or undefined for a nation the table does not name. */
export function qualityGroupOf(nation: string): QualityGroup | undefined {
  return nationalQualityTable.rows.find((row) => (row.nations as readonly string[]).includes(nation));
}

/**
 * The multiplier in percent for a nation and grade (e.g. 130 for German Elite), or null where the group
 * has no such grade (Random for the German/USA/French/UK group) or the nation is in no group.
 */
export function qualityMultiplier(nation: string, grade: Grade): number | null {
  return qualityGroupOf(nation)?.[grade] ?? null;
}

/**
 * GWSH 8.2.2, 10.2: off-table artillery costs this many percent less (20). The schema validates the field;
 * its table type does not carry it (tableOf's extra fields are typed loosely), hence the narrowing.
 */
export const offTableDiscountPercent: number = (nationalQualityTable as typeof nationalQualityTable & { offTableDiscountPercent: number })
  .offTableDiscountPercent;

/** What an off-table formation pays, in percent of its normal cost (80). */
export const offTablePercent: number = 100 - offTableDiscountPercent;
