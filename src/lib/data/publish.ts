/**
 * The published JSON shapes: one file per table at /data/<system>/<id>.json, an index at
 * /data/index.json, and `gwsh export`, which prints them all. Pages and the command line share these.
 */
import { allTables } from './registry.ts';
import type { AnyTable } from './parseTable.ts';
import { dataVersion } from './changelog.ts';
import { systemOf } from './systems.ts';
import { tableJsonHref, tablePageHref } from '../site/links.ts';

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

/** The index of every published table. */
export function publishedIndex() {
  return {
    format: 'great-war-tables/index',
    formatVersion: 1,
    dataVersion,
    tables: allTables.map((t) => ({
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
export function exportAll() {
  return {
    format: 'great-war-tables/export',
    formatVersion: 1,
    dataVersion,
    tables: Object.fromEntries(allTables.map((t) => [`${t.system}/${t.id}`, publishedTable(t)])),
  };
}
