/**
 * The fourteen troop-cost tables, fetched a nation at a time: a list builder showing a German list
 * fetches Germany's table, not all fourteen. The engine never reads a store: whoever costs a list passes
 * the tables it loaded (`TroopCosts`), as it passes dice to the generators. The nations are the ids in
 * ../nationIds.ts; one file name pattern finds each nation's table, for the pages and the command line
 * alike.
 */
import { nationIds, type NationId } from '../nationIds.ts';
import type { TableOf } from '../parseTable.ts';
import { loadTable } from '../loadTable.ts';

export type TroopCostTable = TableOf<'troop-costs'>;

/** Troop-cost tables by nation id: what the engine costs lists with. */
export type TroopCosts = ReadonlyMap<string, TroopCostTable>;

/** Whether a nation id has a troop-cost table at all (an unknown id is a finding, not an error). */
export const isNationWithTable = (nation: string): nation is NationId => (nationIds as readonly string[]).includes(nation);

/** The file of one nation's table, fetched on demand (the bundler makes one chunk per file). */
const tableFile = (nation: NationId): Promise<{ default: unknown }> =>
  import(`../../../content/tables/gwsh/troop-costs-${nation}.json`, { with: { type: 'json' } });

/** Whether these tables hold every nation among `nations` that has a table. Unknown ids need nothing. */
export const troopCostsReady = (tables: TroopCosts, nations: Iterable<string>): boolean =>
  [...nations].every((n) => !isNationWithTable(n) || tables.has(n));

/**
 * `tables` with the tables of these nations added (unknown ids are skipped); the same map when nothing
 * was missing, so a caller holding it in state does not redraw.
 */
export async function loadTroopCosts(nations: Iterable<string>, tables: TroopCosts = new Map()): Promise<TroopCosts> {
  const missing = [...new Set(nations)].filter((n): n is NationId => isNationWithTable(n) && !tables.has(n));
  if (missing.length === 0) return tables;
  const files = await Promise.all(missing.map(tableFile));
  const next = new Map(tables);
  for (const file of files) {
    const table = loadTable('gwsh', 'troop-costs', file.default);
    next.set(table.nation, table);
  }
  return next;
}
