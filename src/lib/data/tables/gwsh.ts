/** The Great War Spearhead tables, typed; validated when the registry loads them. */
import type { AnyTable } from '../parseTable.ts';
import * as gwsh from './gwshByRole.ts';

/** The Great War Spearhead tables, by role (`gwsh.aircraft`); a page bundles only the ones it reads. */
export { gwsh };

/** The GWSH rule tables in publishing order; the troop costs follow them (./costTablesAll.ts). */
export const gwshRuleTables: readonly AnyTable[] = [
  gwsh.listPoints,
  gwsh.strategicSituation,
  gwsh.optionalRules,
  gwsh.fireMissions,
  gwsh.ammunitionLimits,
  gwsh.counterBatteryResults,
  gwsh.counterBatteryModifiers,
  gwsh.nationalQuality,
  gwsh.aircraft,
  gwsh.genericTroops,
  gwsh.nations,
];

export type { CostTables, TroopCostTable, TroopCosts } from './costTables.ts';
