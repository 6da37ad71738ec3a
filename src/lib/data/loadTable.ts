/**
 * Typing of imported table files. Deliberately without zod at run time, so the list builder, which fetches
 * its cost tables, does not ship every schema: the registry (src/lib/data/registry.ts) and the tables
 * collection validate every table on load, which every build, page, command and test goes through, so a
 * bad file never gets this far.
 */
import type { TableKind } from './schemas.ts';
import type { TableOf } from './parseTable.ts';

/** Where table files live, relative to the project root (used in messages and by the registry test). */
export const TABLES_DIR = 'src/content/tables';

/** A table file typed as its kind; the kind is checked so a file wired to the wrong role fails at once. */
export function loadTable<K extends TableKind>(system: string, kind: K, json: unknown): TableOf<K> {
  const table = json as { id?: unknown; system?: unknown; kind?: unknown };
  if (table.kind !== kind || table.system !== system) {
    throw new Error(`${TABLES_DIR}/${system}/${String(table.id)}.json: expected a "${kind}" table of system "${system}"`);
  }
  return json as TableOf<K>;
}
