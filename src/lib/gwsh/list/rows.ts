/**
 * Finds the table row a list entry names, and the aircraft rows (10.4). Stands, defences and gas are
 * looked up in ./unitRows.ts.
 */
import type { TableOf } from '../../data/parseTable.ts';
import type { RowOf } from '../../data/schemas.ts';
import { rowHref } from '../../data/links.ts';
import { spanContains } from '../../data/yearSpan.ts';
import type { RowRef } from './costLines.ts';

/** A troop-cost category, a generic row's kind, or 'aircraft'. */
export type UnitCategory = RowOf<'troop-costs'>['category'] | RowOf<'generic-troops'>['kind'] | 'aircraft';

export interface ResolvedRow {
  ref: RowRef;
  points: number | null;
  category: UnitCategory;
}

type AnyRow = { id: string; name: string; note?: string; points: number | null; years?: { from: number; to: number } };
type LinkableTable = Parameters<typeof rowHref>[0] & { rows: readonly AnyRow[] };

const indexes = new WeakMap<object, Map<string, AnyRow>>();

/** A table's rows by id, built once per table: a 300-stand list looks up 300 rows. */
function rowById(table: LinkableTable, id: string): AnyRow | undefined {
  let index = indexes.get(table);
  if (!index) {
    index = new Map(table.rows.map((row) => [row.id, row]));
    indexes.set(table, index);
  }
  return index.get(id);
}

/** The row reference shown with a line and linked from its step. */
export function refOf(table: LinkableTable, row: AnyRow): RowRef {
  return {
    table: table.id,
    rowId: row.id,
    name: row.name,
    href: rowHref(table, row.id),
    ...(row.years && { years: { from: row.years.from, to: row.years.to } }),
    ...(row.note && { note: row.note }),
  };
}

/** A row of one table, with the category that decides how the costing treats it. */
export function resolveIn(table: LinkableTable, id: string, category: (row: AnyRow) => UnitCategory): ResolvedRow | undefined {
  const row = rowById(table, id);
  return row && { ref: refOf(table, row), points: row.points, category: category(row) };
}

/** An aircraft type (10.4). */
export function resolveAircraft(table: TableOf<'aircraft'>, id: string): ResolvedRow | undefined {
  return resolveIn(table, id, () => 'aircraft');
}

/** Whether a year is inside a row's span; a row without years is available throughout the war. */
export const availableIn = (ref: RowRef, year: number) => spanContains(ref.years, year);
