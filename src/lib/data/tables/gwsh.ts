/**
 * The Great War Spearhead rule tables, typed, for the code that runs outside Astro (the registry, the
 * command line, the tests); read and validated by ../tableFiles.ts. Pages read the same files from the
 * tables collection and hand them to their calculators; the list costing loads its own (./costTables.ts).
 */
import type { AnyTable } from '../parseTable.ts';
import { tablesByRole } from '../tableFiles.ts';
import { tableRoles } from '../tableRoles.ts';

/**
 * The rule tables by role, in publishing order; the troop costs follow them (./costTablesAll.ts). The
 * roles are the names the engines' table arguments use, so `gwsh` can be passed to any of them.
 */
export const gwsh = tablesByRole('gwsh', tableRoles.gwsh);

export const gwshRuleTables: readonly AnyTable[] = Object.values(gwsh);

export type { CostTables, TroopCostTable, TroopCosts } from './costTables.ts';
