/**
 * Every published table, parsed and validated once. Pages, islands, the command line and the tests
 * read tables from here; a bad data file stops the build with a message naming file, row and field.
 * Each rule system's tables are loaded in ./tables/<system>.ts.
 */
import type { NationId } from './schemas.ts';
import type { AnyTable, TableOf } from './parseTable.ts';
import { gwsh, gwshTables } from './tables/gwsh.ts';
import { rules1916Tables } from './tables/rules1916.ts';
import { gbww2Tables } from './tables/gbww2.ts';
import { gw54Tables } from './tables/gw54.ts';

export { gwsh } from './tables/gwsh.ts';
export { TABLES_DIR } from './loadTable.ts';

export type TroopCostTable = TableOf<'troop-costs'>;

/** One nation's troop cost table. */
export function troopCostsOf(nation: NationId): TroopCostTable {
  const table = gwsh.troopCosts.find((t) => t.nation === nation);
  if (!table) throw new Error(`no troop cost table for nation "${nation}"`);
  return table;
}

/** Every published table, system by system, in publishing order. */
export const allTables: readonly AnyTable[] = [...gwshTables, ...rules1916Tables, ...gbww2Tables, ...gw54Tables];

/** A table by system and id, or undefined. */
export function findTable(system: string, id: string): AnyTable | undefined {
  return allTables.find((t) => t.system === system && t.id === id);
}

/** A table by system and id; throws for an unknown id (a programmer error in a page or test). */
export function getTable(system: string, id: string): AnyTable {
  const table = findTable(system, id);
  if (!table) throw new Error(`no table "${system}/${id}"`);
  return table;
}
