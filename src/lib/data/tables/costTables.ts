/**
 * The tables that cost a Great War Spearhead list (GWSH 10.0–10.5), fetched when a page needs them: the six
 * rule tables once, the troop costs a nation at a time (a list builder showing a German list fetches
 * Germany's table, not all fourteen). The engine imports none of them: whoever costs a list passes the
 * tables it loaded (`CostTables`), as it passes dice to the generators. The command line and the tests load
 * every nation through the same loader (./costTablesAll.ts).
 */
import { isNationId, type NationId } from '../nationIds.ts';
import type { TableOf } from '../parseTable.ts';
import { loadTable } from '../loadTable.ts';

export type TroopCostTable = TableOf<'troop-costs'>;

/** Troop-cost tables by nation id. */
export type TroopCosts = ReadonlyMap<string, TroopCostTable>;

/**
 * The rule tables costing reads, by role, each fetched on demand from its file (the bundler makes one chunk
 * per file). Named one by one: a name pattern would put every GWSH table file in the list builder's map.
 */
const ruleFiles = {
  nations: () => import('#src/content/tables/gwsh/nations.json', { with: { type: 'json' } }),
  listPoints: () => import('#src/content/tables/gwsh/list-points.json', { with: { type: 'json' } }),
  nationalQuality: () => import('#src/content/tables/gwsh/national-quality.json', { with: { type: 'json' } }),
  genericTroops: () => import('#src/content/tables/gwsh/generic-troops.json', { with: { type: 'json' } }),
  aircraft: () => import('#src/content/tables/gwsh/aircraft.json', { with: { type: 'json' } }),
  ammunitionLimits: () => import('#src/content/tables/gwsh/ammunition-limits.json', { with: { type: 'json' } }),
  strategicSituation: () => import('#src/content/tables/gwsh/strategic-situation.json', { with: { type: 'json' } }),
};

export type RuleTables = {
  readonly nations: TableOf<'nations'>;
  readonly listPoints: TableOf<'list-points'>;
  readonly nationalQuality: TableOf<'national-quality'>;
  readonly genericTroops: TableOf<'generic-troops'>;
  readonly aircraft: TableOf<'aircraft'>;
  readonly ammunitionLimits: TableOf<'ammunition-limits'>;
  /** Which nations are at war in which year (2.0, read from the 5.0 table). */
  readonly strategicSituation: TableOf<'strategic-situation'>;
};

/** What the engine costs lists with: the rule tables and the troop costs of the nations loaded so far. */
export interface CostTables extends RuleTables {
  readonly troopCosts: TroopCosts;
}

/** One nation's troop-cost file, found by its name pattern (the nations are listed once, in ../nationIds.ts). */
const troopCostFile = async (nation: NationId): Promise<unknown> =>
  (await import(`../../../content/tables/gwsh/troop-costs-${nation}.json`, { with: { type: 'json' } })).default;

async function loadRuleTables(): Promise<RuleTables> {
  const [nations, listPoints, nationalQuality, genericTroops, aircraft, ammunitionLimits, strategicSituation] = await Promise.all(
    Object.values(ruleFiles).map(async (file) => (await file()).default as unknown),
  );
  // Each file's kind is checked, so a file wired to the wrong role fails at once (loadTable).
  return {
    nations: loadTable('gwsh', 'nations', nations),
    listPoints: loadTable('gwsh', 'list-points', listPoints),
    nationalQuality: loadTable('gwsh', 'national-quality', nationalQuality),
    genericTroops: loadTable('gwsh', 'generic-troops', genericTroops),
    aircraft: loadTable('gwsh', 'aircraft', aircraft),
    ammunitionLimits: loadTable('gwsh', 'ammunition-limits', ammunitionLimits),
    strategicSituation: loadTable('gwsh', 'strategic-situation', strategicSituation),
  };
}

/** Whether `tables` holds the rule tables and every nation among `nations` that has a table. Unknown ids need nothing. */
export const costTablesReady = (tables: CostTables | null, nations: Iterable<string>): tables is CostTables =>
  tables !== null && [...nations].every((n) => !isNationId(n) || tables.troopCosts.has(n));

/**
 * `tables` with the troop costs of these nations added (unknown ids are skipped), and the rule tables when
 * `tables` is null; the same object when nothing was missing, so a caller holding it in state does not redraw.
 */
export async function loadCostTables(nations: Iterable<string>, tables: CostTables | null = null): Promise<CostTables> {
  const missing = [...new Set(nations)].filter((n): n is NationId => isNationId(n) && !tables?.troopCosts.has(n));
  if (tables && missing.length === 0) return tables;
  const [rules, files] = await Promise.all([tables ?? loadRuleTables(), Promise.all(missing.map(troopCostFile))]);
  const troopCosts = new Map(tables?.troopCosts);
  for (const file of files) {
    const table = loadTable('gwsh', 'troop-costs', file);
    troopCosts.set(table.nation, table);
  }
  return { ...rules, troopCosts };
}
