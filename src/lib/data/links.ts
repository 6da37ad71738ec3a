/** Canonical addresses of tables and rows. These paths are published: never change them. */
import type { AnyTable } from './parseTable.ts';

/** The page that shows a table. Troop costs live under their nation; other tables under /<system>/tables/. */
export function tablePageHref(table: { system: string; id: string; kind?: string; nation?: string }): string {
  if (table.kind === 'troop-costs' && table.nation) return `/${table.system}/troop-costs/${table.nation}/`;
  return `/${table.system}/tables/${table.id}/`;
}

/** The JSON copy of a table. */
export function tableJsonHref(table: Pick<AnyTable, 'system' | 'id'>): string {
  return `/data/${table.system}/${table.id}.json`;
}

/** A permanent link to one row: the table page with the row id as fragment. */
export function rowHref(table: Parameters<typeof tablePageHref>[0], rowId: string): string {
  return `${tablePageHref(table)}#${rowId}`;
}
