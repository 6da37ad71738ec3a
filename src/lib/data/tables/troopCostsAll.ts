/**
 * Every troop-cost table at once: for the build, the command line and the tests, which cost lists of
 * any nation. Pages load only the nations they show (./troopCosts.ts).
 */
import { nationIds } from '../nationIds.ts';
import { loadTroopCosts, type TroopCostTable, type TroopCosts } from './troopCosts.ts';

/** Every nation's table, by nation id. */
export const allTroopCostsByNation: TroopCosts = await loadTroopCosts(nationIds);

/** The troop-cost tables in publishing order: the source's order, alphabetical but for Russia before Roumania. */
export const allTroopCosts: readonly TroopCostTable[] = nationIds.map((n) => allTroopCostsByNation.get(n)!);
