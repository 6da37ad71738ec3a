/** Loads one bundled table file through its schema, with the file's path for messages. */
import type { TableKind } from './schemas.ts';
import { parseTable, type TableOf } from './parseTable.ts';

/** Where table files live, relative to the project root (used in messages and by the registry test). */
export const TABLES_DIR = 'src/content/tables';

export function loadTable<K extends TableKind>(system: string, kind: K, json: unknown): TableOf<K> {
  const id = (json as { id?: unknown }).id;
  return parseTable(`${TABLES_DIR}/${system}/${String(id)}.json`, kind, json);
}
