/**
 * The published tables as pages read them: from the `tables` content collection (src/content.config.ts),
 * which validated every file when the build loaded it.
 */
import { getCollection, getEntry } from 'astro:content';
import type { AnyTable, TableOf } from '../../lib/data/parseTable.ts';
import type { TableKind } from '../../lib/data/schemas.ts';
import { nationIds } from '../../lib/data/nationIds.ts';
import type { TroopCostTable } from '../../lib/data/tables/costTables.ts';
import type { SystemId } from '../../lib/data/schemaParts.ts';
import { roleFileId, roleKind, type RoleOf, type TablesOfRoles } from '../../lib/data/tableRoles.ts';

/** Every table, in the collection's order (the pages and the index order them themselves). */
export async function allTables(): Promise<AnyTable[]> {
  return (await getCollection('tables')).map((entry) => entry.data);
}

/**
 * One table by system and id, typed as its kind when the kind is given (a calculator's page passes it to
 * the island); a page naming a table that does not exist, or is of another kind, stops the build.
 */
export async function tableOf(system: string, id: string): Promise<AnyTable>;
export async function tableOf<K extends TableKind>(system: string, id: string, kind: K): Promise<TableOf<K>>;
export async function tableOf(system: string, id: string, kind?: TableKind): Promise<AnyTable> {
  const entry = await getEntry('tables', `${system}/${id}`);
  if (!entry) throw new Error(`no table "${system}/${id}" in src/content/tables`);
  if (kind && entry.data.kind !== kind) throw new Error(`table "${system}/${id}" is a "${entry.data.kind}" table, not "${kind}"`);
  return entry.data;
}

/**
 * A rule system's tables by role (src/lib/data/tableRoles.ts), typed by kind, for a calculator's page to
 * hand to its island; a role whose file is missing or of another kind stops the build.
 */
export async function tablesOfRoles<S extends SystemId, R extends RoleOf<S>>(system: S, roles: readonly R[]): Promise<TablesOfRoles<S, R>> {
  const tables = await Promise.all(roles.map((role) => tableOf(system, roleFileId(role), roleKind(system, role))));
  return Object.fromEntries(roles.map((role, i) => [role, tables[i]])) as unknown as TablesOfRoles<S, R>;
}

/** The troop-cost tables, one per nation in the order of the nation ids, with the nation's name from the nations table. */
export async function troopCostTables(): Promise<{ table: TroopCostTable; nationName: string }[]> {
  const { nations } = await tablesOfRoles('gwsh', ['nations']);
  const names = new Map(nations.rows.map((row) => [row.id, row.name]));
  return (await allTables())
    .filter((t): t is TroopCostTable => t.kind === 'troop-costs')
    .sort((a, b) => nationIds.indexOf(a.nation) - nationIds.indexOf(b.nation))
    .map((table) => ({ table, nationName: names.get(table.nation) ?? table.nation }));
}
