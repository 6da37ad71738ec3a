/**
 * GWSH 5.0: a nation's cell of the strategic situation table in a year period: its modifier, or why it has
 * none (no row; a row that applies only from a later year; a "-" cell, read as "not at war": reading
 * strategic-dash-not-available). The scenario generator's modifier (scenario/strategicModifier.ts) and the
 * list check of 2.0 (list/nationAtWar.ts) both read the table through it.
 */
import type { TableOf } from '../data/parseTable.ts';
import { yearOf, type YearPeriod } from './yearPeriod.ts';

type Row = TableOf<'strategic-situation'>['rows'][number];

export type StrategicCell =
  | { row: Row; modifier: number; missing: null }
  | { row: Row | null; modifier: null; missing: 'no-row' | 'row-starts-later' | 'dash'; from?: number };

/**
 * Italy shares the "Italian (from 1915), Other allied" row only from 1915 (the row's own wording): Italy
 * entered the war in 1915, so in 1914 it has no modifier and is not available.
 */
const rowStartsFrom: Readonly<Record<string, number>> = { italy: 1915 };

export function strategicCell(table: TableOf<'strategic-situation'>, nation: string, period: YearPeriod): StrategicCell {
  const row = table.rows.find((r) => r.nations.includes(nation as Row['nations'][number])) ?? null;
  if (!row) return { row, modifier: null, missing: 'no-row' };
  const from = Object.hasOwn(rowStartsFrom, nation) ? rowStartsFrom[nation] : undefined;
  if (from !== undefined && yearOf(period) < from) return { row, modifier: null, missing: 'row-starts-later', from };
  const modifier = row.values[period];
  return modifier === null ? { row, modifier: null, missing: 'dash' } : { row, modifier, missing: null };
}
