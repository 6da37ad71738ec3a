/** GWSH 10.2: national quality multipliers and the off-table discount, read from the national-quality table. */
import type { TableOf } from '../../data/parseTable.ts';
import type { RowOf } from '../../data/schemas.ts';
import type { Grade } from './listFormat.ts';

export type QualityTable = TableOf<'national-quality'>;
export type QualityGroup = RowOf<'national-quality'>;

/** The quality group (table row) a nation belongs to, or undefined for a nation the table does not name. */
export function qualityGroupOf(table: QualityTable, nation: string): QualityGroup | undefined {
  return table.rows.find((row) => (row.nations as readonly string[]).includes(nation));
}

/**
 * The multiplier in percent for a nation and grade (e.g. 130 for German Elite), or null where the group
 * has no such grade (Random for the German/USA/French/UK group) or the nation is in no group.
 */
export function qualityMultiplier(table: QualityTable, nation: string, grade: Grade): number | null {
  return qualityGroupOf(table, nation)?.[grade] ?? null;
}

/**
 * GWSH 8.2.2, 10.2: how many percent less off-table artillery costs (20), and what it pays in percent of its
 * normal cost (80). The schema validates the field; its table type does not carry it (tableOf's extra fields
 * are typed loosely), hence the narrowing.
 */
export function offTableDiscount(table: QualityTable): { discountPercent: number; payPercent: number } {
  const discountPercent = (table as QualityTable & { offTableDiscountPercent: number }).offTableDiscountPercent;
  return { discountPercent, payPercent: 100 - discountPercent };
}
