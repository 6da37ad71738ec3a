/**
 * The tables that cost a Great War Spearhead list (GWSH 10.0–10.5), fetched when a page needs them: the
 * rule tables once, the troop costs a nation at a time (a list builder showing a German list fetches
 * Germany's table, not all fourteen). In the browser they are the published copies, /data/gwsh/<id>.json,
 * the very files clubs read; the command line and the tests read the table files through the same loader
 * (./costTablesAll.ts). The engine imports none of them: whoever costs a list passes the tables it loaded
 * (`CostTables`), as it passes dice to the generators.
 */
import { isNationId, type NationId } from '../nationIds.ts';
import type { TableOf } from '../parseTable.ts';
import { loadTable } from '../loadTable.ts';
import { tableJsonHref } from '../links.ts';
import { roleFileId, type gwshRoles, type TablesOfRoles } from '../tableRoles.ts';

export type TroopCostTable = TableOf<'troop-costs'>;

/** Troop-cost tables by nation id. */
export type TroopCosts = ReadonlyMap<string, TroopCostTable>;

/** Reads one GWSH table file's JSON by its id ("nations", "troop-costs-germany"). */
export type ReadTable = (id: string) => Promise<unknown>;

/** The published copy of a table, as the site serves it (and the offline copy keeps it). */
export const fetchTable: ReadTable = async (id) => {
  const address = tableJsonHref({ system: 'gwsh', id });
  const response = await fetch(address);
  if (!response.ok) throw new Error(`${address}: ${response.status}`);
  return response.json();
};

/**
 * The rule tables costing reads, by role, with their kinds: GWSH's map (../tableRoles.ts) holds this to
 * itself at compile time, a role or kind it does not name fails the type check. Written out, not read from
 * the map, so the list builder carries these seven and not every role.
 */
const costKinds = {
  nations: 'nations',
  listPoints: 'list-points',
  nationalQuality: 'national-quality',
  genericTroops: 'generic-troops',
  aircraft: 'aircraft',
  ammunitionLimits: 'ammunition-limits',
  strategicSituation: 'strategic-situation',
} as const satisfies Partial<typeof gwshRoles>;
type CostRole = keyof typeof costKinds;
const costRoles = Object.keys(costKinds) as CostRole[];

/** The rule tables costing reads; `strategicSituation` says which nations are at war in which year (2.0, read from the 5.0 table). */
export type RuleTables = TablesOfRoles<'gwsh', CostRole>;

/** What the engine costs lists with: the rule tables and the troop costs of the nations loaded so far. */
export interface CostTables extends RuleTables {
  readonly troopCosts: TroopCosts;
}

async function loadRuleTables(read: ReadTable): Promise<RuleTables> {
  const files = await Promise.all(costRoles.map((role) => read(roleFileId(role))));
  // Each file's kind is checked, so a file wired to the wrong role fails at once (loadTable).
  return Object.fromEntries(costRoles.map((role, i) => [role, loadTable('gwsh', costKinds[role], files[i])])) as unknown as RuleTables;
}

/** Whether `tables` holds the rule tables and every nation among `nations` that has a table. Unknown ids need nothing. */
export const costTablesReady = (tables: CostTables | null, nations: Iterable<string>): tables is CostTables =>
  tables !== null && [...nations].every((n) => !isNationId(n) || tables.troopCosts.has(n));

/**
 * `tables` with the troop costs of these nations added (unknown ids are skipped), and the rule tables when
 * `tables` is null; the same object when nothing was missing, so a caller holding it in state does not redraw.
 */
export async function loadCostTables(
  nations: Iterable<string>,
  tables: CostTables | null = null,
  read: ReadTable = fetchTable,
): Promise<CostTables> {
  const missing = [...new Set(nations)].filter((n): n is NationId => isNationId(n) && !tables?.troopCosts.has(n));
  if (tables && missing.length === 0) return tables;
  // One nation's troop costs are its file troop-costs-<nation> (the nations are listed once, in ../nationIds.ts).
  const [rules, files] = await Promise.all([tables ?? loadRuleTables(read), Promise.all(missing.map((n) => read(`troop-costs-${n}`)))]);
  const troopCosts = new Map(tables?.troopCosts);
  for (const file of files) {
    const table = loadTable('gwsh', 'troop-costs', file);
    troopCosts.set(table.nation, table);
  }
  return { ...rules, troopCosts };
}
