/**
 * The one way code outside Astro reads the table files (the command line, the tests, the site's
 * configuration): every `<system>/<id>.json` under src/content/tables/, read from disk. No list of files is
 * written anywhere: a new file is read because it is there. The browser reads the published copies instead
 * (./tables/costTables.ts), and pages read the `tables` collection (src/content.config.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DataFileError, parseTable, type AnyTable, type TableOf } from './parseTable.ts';
import { tableSchemas, type TableKind } from './schemas.ts';
import { TABLES_DIR } from './loadTable.ts';
import { roleFileId } from './tableRoles.ts';

/** The tables folder of this copy of the site, wherever the command is run from. */
const tablesFolder = fileURLToPath(new URL('../../content/tables/', import.meta.url));

/** One table file as written: its path for messages (`src/content/tables/gwsh/nations.json`) and its JSON. */
export interface TableFileJson {
  readonly system: string;
  readonly path: string;
  readonly json: unknown;
}

/** Every table file, system folder by folder, unchecked (the site's configuration reads titles from them). */
export function readTableFiles(folder = tablesFolder): TableFileJson[] {
  return readdirSync(folder, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((system) =>
      readdirSync(join(folder, system.name))
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => ({
          system: system.name,
          path: `${TABLES_DIR}/${system.name}/${f}`,
          json: JSON.parse(readFileSync(join(folder, system.name, f), 'utf8')) as unknown,
        })),
    );
}

/** A table file validated against the schema of the kind it names; a bad file or unknown kind names the file. */
export function checkedTable({ path, json }: TableFileJson): AnyTable {
  const kind = (json as { kind?: unknown } | null)?.kind;
  if (typeof kind !== 'string' || !(kind in tableSchemas)) {
    throw new DataFileError([`${path}: field "kind": ${JSON.stringify(kind)} is not a table kind`]);
  }
  return parseTable(path, kind as TableKind, json) as AnyTable;
}

/** Every table file, validated, by "system/id". */
export const tableFiles: ReadonlyMap<string, AnyTable> = new Map(
  readTableFiles().map((file) => {
    const table = checkedTable(file);
    return [`${table.system}/${table.id}`, table] as const;
  }),
);

/** The kind each role of a system's tables has (./tableRoles.ts); a role's file is its name in kebab case. */
type RoleKinds = Record<string, TableKind>;
export type TablesByRole<R extends RoleKinds> = { readonly [Role in keyof R]: TableOf<R[Role]> };

/**
 * A system's tables by the roles its engines name, typed by kind; throws when a role's file is missing or of
 * another kind, so a renamed file fails every command and test at once.
 */
export function tablesByRole<R extends RoleKinds>(system: string, kinds: R): TablesByRole<R> {
  const byRole: Record<string, AnyTable> = {};
  for (const [role, kind] of Object.entries(kinds)) {
    const path = `${TABLES_DIR}/${system}/${roleFileId(role)}.json`;
    const table = tableFiles.get(`${system}/${roleFileId(role)}`);
    if (!table) throw new DataFileError([`${path}: no such table file (the "${role}" table of ${system})`]);
    if (table.kind !== kind) throw new DataFileError([`${path}: field "kind": expected "${kind}" for the "${role}" table`]);
    byRole[role] = table;
  }
  return byRole as TablesByRole<R>;
}
