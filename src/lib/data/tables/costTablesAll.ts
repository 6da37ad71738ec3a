/**
 * Every nation's cost tables at once, read from the table files: for the command line and the tests, which
 * cost lists of any nation. Pages fetch only the nations they show (./costTables.ts).
 */
import { nationIds } from '../nationIds.ts';
import { tableFiles } from '../tableFiles.ts';
import { loadCostTables, type CostTables, type ReadTable, type TroopCostTable } from './costTables.ts';

/** A table file itself, for code that runs where the site is not served (the command line, the tests). */
const readTableFile: ReadTable = async (id) => tableFiles.get(`gwsh/${id}`);

/** The rule tables and every nation's troop costs. */
export const allCostTables: CostTables = await loadCostTables(nationIds, null, readTableFile);

/** The troop-cost tables in publishing order: the source's order, alphabetical but for Russia before Roumania. */
export const allTroopCosts: readonly TroopCostTable[] = nationIds.map((n) => allCostTables.troopCosts.get(n)!);
