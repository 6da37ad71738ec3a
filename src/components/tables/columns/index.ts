/**
 * How each kind of table is laid out on a page: its columns and how a cell reads. Rendering only; the
 * values come straight from the data files. Each rule system's layouts are in ./columns/<system>.ts.
 */
import type { RowOf, TableKind } from '#src/lib/data/schemas.ts';
import type { Column, ColumnsFor } from './types.ts';
import { gwshColumns } from './gwsh.ts';
import { rules1916Columns } from './rules1916.ts';
import { gbww2Columns } from './gbww2.ts';
import { gw54Columns } from './gw54.ts';

import { CATEGORY_LABELS } from './gwsh.ts';

export type { Column } from './types.ts';
export { CATEGORY_LABELS };

export const tableColumns: ColumnsFor<TableKind> = { ...gwshColumns, ...rules1916Columns, ...gbww2Columns, ...gw54Columns };

/** The columns of a table kind, typed loosely for generic rendering. */
export function columnsOf(kind: TableKind): { nameHeader: string; columns: Column<RowOf<TableKind>>[] } {
  return tableColumns[kind] as unknown as { nameHeader: string; columns: Column<RowOf<TableKind>>[] };
}

/** Troop cost rows grouped by category, in the order the source lists them. */
export function groupByCategory<R extends { category: keyof typeof CATEGORY_LABELS }>(rows: readonly R[]) {
  return (Object.keys(CATEGORY_LABELS) as (keyof typeof CATEGORY_LABELS)[])
    .map((category) => ({ category, label: CATEGORY_LABELS[category], rows: rows.filter((r) => r.category === category) }))
    .filter((g) => g.rows.length > 0);
}
