/**
 * The fourteen troop-cost tables, loaded one nation at a time: a list builder showing a German
 * list fetches Germany's table, not all fourteen. The engine reads them synchronously through
 * `troopCostsOf`, so a page loads the nations it needs first (`loadTroopCosts`); the build, the command
 * line and the tests load every one up front (./troopCostsAll.ts).
 */
import type { NationId } from '../nationIds.ts';
import type { TableOf } from '../parseTable.ts';
import { loadTable } from '../loadTable.ts';

export type TroopCostTable = TableOf<'troop-costs'>;

const loaders: Record<NationId, () => Promise<{ default: unknown }>> = {
  'austro-hungary': () => import('../../../content/tables/gwsh/troop-costs-austro-hungary.json', { with: { type: 'json' } }),
  'belgium': () => import('../../../content/tables/gwsh/troop-costs-belgium.json', { with: { type: 'json' } }),
  'british-empire': () => import('../../../content/tables/gwsh/troop-costs-british-empire.json', { with: { type: 'json' } }),
  'bulgaria': () => import('../../../content/tables/gwsh/troop-costs-bulgaria.json', { with: { type: 'json' } }),
  'france': () => import('../../../content/tables/gwsh/troop-costs-france.json', { with: { type: 'json' } }),
  'germany': () => import('../../../content/tables/gwsh/troop-costs-germany.json', { with: { type: 'json' } }),
  'greece': () => import('../../../content/tables/gwsh/troop-costs-greece.json', { with: { type: 'json' } }),
  'italy': () => import('../../../content/tables/gwsh/troop-costs-italy.json', { with: { type: 'json' } }),
  'montenegro': () => import('../../../content/tables/gwsh/troop-costs-montenegro.json', { with: { type: 'json' } }),
  'russia': () => import('../../../content/tables/gwsh/troop-costs-russia.json', { with: { type: 'json' } }),
  'roumania': () => import('../../../content/tables/gwsh/troop-costs-roumania.json', { with: { type: 'json' } }),
  'serbia': () => import('../../../content/tables/gwsh/troop-costs-serbia.json', { with: { type: 'json' } }),
  'turkey': () => import('../../../content/tables/gwsh/troop-costs-turkey.json', { with: { type: 'json' } }),
  'united-states': () => import('../../../content/tables/gwsh/troop-costs-united-states.json', { with: { type: 'json' } }),
};

const loaded = new Map<string, TroopCostTable>();

/** Adds a table (checked to be a troop-cost table) so that `troopCostsOf` finds it. */
export function registerTroopCosts(json: unknown): TroopCostTable {
  const table = loadTable('gwsh', 'troop-costs', json);
  loaded.set(table.nation, table);
  return table;
}

/** Whether a nation id has a troop-cost table at all (an unknown id is a finding, not an error). */
export const isNationWithTable = (nation: string): nation is NationId => Object.hasOwn(loaders, nation);

/**
 * A nation's troop-cost table, or undefined for a nation id the data does not have (a finding in a list,
 * not an error). Here rather than with the row lookups, so a page that reads no troop costs (the
 * aircraft calculator) does not bundle the loaders.
 */
export const nationTableOf = (nation: string): TroopCostTable | undefined => (isNationWithTable(nation) ? troopCostsOf(nation) : undefined);

/** Whether `troopCostsOf` can answer for these nations now. Unknown ids need nothing. */
export const troopCostsReady = (nations: Iterable<string>): boolean =>
  [...nations].every((n) => !isNationWithTable(n) || loaded.has(n));

/** Loads the tables of these nations (unknown ids are skipped); resolves once every one is registered. */
export async function loadTroopCosts(nations: Iterable<string>): Promise<void> {
  const missing = [...new Set(nations)].filter((n): n is NationId => isNationWithTable(n) && !loaded.has(n));
  const files = await Promise.all(missing.map((n) => loaders[n]()));
  for (const file of files) registerTroopCosts(file.default);
}

/** One nation's troop-cost table; it must have been loaded (a programmer error otherwise). */
export function troopCostsOf(nation: NationId): TroopCostTable {
  const table = loaded.get(nation);
  if (!table) throw new Error(`the troop cost table of "${nation}" is not loaded: call loadTroopCosts first`);
  return table;
}
