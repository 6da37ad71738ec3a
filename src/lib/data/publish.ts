/**
 * The published JSON shapes: one file per table at /data/<system>/<id>.json, an index at
 * /data/index.json, and `gwsh export`, which prints them all. Pages and the command line share these.
 */
import type { AnyTable } from './parseTable.ts';
import { dataVersion } from './changelog.ts';
import { systemOf, systems } from './systems.ts';
import { tableJsonHref, tablePageHref } from './links.ts';

export const PUBLISHED_FORMAT = 'great-war-tables/table';

/** One table as published: its source, the data version, and every row with its id, name and values. */
export function publishedTable(table: AnyTable) {
  const { rows, ...meta } = table;
  const system = systemOf(table.system);
  return {
    format: PUBLISHED_FORMAT,
    formatVersion: 1,
    dataVersion,
    ...meta,
    source: { system: system.title, section: table.section, authors: system.authors, copyright: system.copyright },
    page: tablePageHref(table),
    rows,
  };
}

/**
 * The order of the index and the export, the same whoever read the tables: rule system as the site lists
 * them, then the source's section (numbers compared as numbers), then id.
 */
export function inIndexOrder(tables: readonly AnyTable[]): AnyTable[] {
  const rank = (t: AnyTable) => systems.findIndex((s) => s.id === t.system);
  const text = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });
  return [...tables].sort((a, b) => rank(a) - rank(b) || text(a.section, b.section) || text(a.id, b.id));
}

/** The index of every published table. */
export function publishedIndex(tables: readonly AnyTable[]) {
  return {
    format: 'great-war-tables/index',
    formatVersion: 1,
    dataVersion,
    tables: inIndexOrder(tables).map((t) => ({
      system: t.system,
      id: t.id,
      kind: t.kind,
      title: t.title,
      section: t.section,
      rows: t.rows.length,
      json: tableJsonHref(t),
      page: tablePageHref(t),
    })),
  };
}

/** Every published table in one object, keyed "<system>/<id>": what `gwsh export` prints. */
export function exportAll(tables: readonly AnyTable[]) {
  return {
    format: 'great-war-tables/export',
    formatVersion: 1,
    dataVersion,
    tables: Object.fromEntries(inIndexOrder(tables).map((t) => [`${t.system}/${t.id}`, publishedTable(t)])),
  };
}
