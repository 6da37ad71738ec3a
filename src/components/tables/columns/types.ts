/** A column of a rendered table: its header and how a row's cell reads. */
import type { RowOf, TableKind } from '#src/lib/data/schemas.ts';

export interface Column<R> {
  header: string;
  /** The cell's text. */
  cell: (row: R) => string;
  /** Numbers align right. */
  numeric?: boolean;
  /** Short values that read badly broken over lines (year spans). */
  nowrap?: boolean;
}

/** Columns for each kind in K; the first column of every table is the row's name, headed nameHeader. */
export type ColumnsFor<K extends TableKind> = { [P in K]: { nameHeader: string; columns: Column<RowOf<P>>[] } };

/** Columns that each read one field of the row through the same format, from [header, field] pairs in order. */
export const fieldColumns = <R, K extends keyof R>(
  format: (value: R[K]) => string,
  fields: readonly (readonly [header: string, field: K])[],
  numeric = true,
): Column<R>[] => fields.map(([header, field]) => ({ header, cell: (r: R) => format(r[field]), numeric }));
