/**
 * Every published table, validated once, for the code that runs outside Astro: the command line and the
 * tests. Pages read the same files through the `tables` content collection (src/content.config.ts),
 * which validates them with the same schemas. Every engine is handed its tables: by the page, which reads
 * them from the collection, or by ./tables/costTables.ts for the list costing in the browser.
 */
import type { AnyTable } from './parseTable.ts';
import { tableFiles } from './tableFiles.ts';
import { systems } from './systems.ts';
import { gwshRuleTables } from './tables/gwsh.ts';
import { allTroopCosts } from './tables/costTablesAll.ts';
import { rules1916Tables } from './tables/rules1916.ts';
import { gbww2Tables } from './tables/gbww2.ts';
import { gw54Tables } from './tables/gw54.ts';
import changelogJson from '../../content/data-changelog.json' with { type: 'json' };
import { changelogSchema } from './changelogSchema.ts';

export { gwsh, type TroopCostTable, type TroopCosts } from './tables/gwsh.ts';
export { gbww2 } from './tables/gbww2.ts';
export { gw54 } from './tables/gw54.ts';
export { rules1916 } from './tables/rules1916.ts';
export { allCostTables, allTroopCosts } from './tables/costTablesAll.ts';
export { TABLES_DIR } from './loadTable.ts';

/** The tables the engines name by role, in publishing order. */
const roleTables: readonly AnyTable[] = [...gwshRuleTables, ...allTroopCosts, ...rules1916Tables, ...gbww2Tables, ...gw54Tables];

/**
 * Every published table, system by system, in publishing order: the tables with a role first, then any
 * other file of the system. Each was validated against its schema when read (./tableFiles.ts), so a bad
 * data file stops a command or a test naming file, row and field; the build validates the same files
 * through the tables collection (src/content.config.ts).
 */
export const allTables: readonly AnyTable[] = systems.flatMap((system) =>
  [...roleTables, ...[...tableFiles.values()].filter((t) => !roleTables.includes(t))].filter((t) => t.system === system.id),
);

// The changelog gives every saved list its data version; a malformed entry stops a command or a test here
// (and the build, in src/integrations/dataChecks.ts).
changelogSchema.parse(changelogJson);

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
