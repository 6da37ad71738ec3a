/**
 * Every nation's cost tables at once: for the build, the command line and the tests, which cost lists of
 * any nation. Pages load only the nations they show (./costTables.ts).
 */
import { nationIds } from '../nationIds.ts';
import { loadCostTables, type CostTables, type TroopCostTable } from './costTables.ts';

/** The rule tables and every nation's troop costs. */
export const allCostTables: CostTables = await loadCostTables(nationIds);

/** The troop-cost tables in publishing order: the source's order, alphabetical but for Russia before Roumania. */
export const allTroopCosts: readonly TroopCostTable[] = nationIds.map((n) => allCostTables.troopCosts.get(n)!);
