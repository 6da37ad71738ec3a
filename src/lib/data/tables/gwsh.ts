/**
 * The Great War Spearhead rule tables, typed, for the code that runs outside Astro (the registry, the
 * command line, the tests); validated when the registry loads them. Pages read the same files from the
 * tables collection and hand them to their calculators; the list costing loads its own (./costTables.ts).
 */
import type { AnyTable } from '../parseTable.ts';
import { loadTable as load } from '../loadTable.ts';

import listPointsJson from '#src/content/tables/gwsh/list-points.json' with { type: 'json' };
import strategicSituationJson from '#src/content/tables/gwsh/strategic-situation.json' with { type: 'json' };
import optionalRulesJson from '#src/content/tables/gwsh/optional-rules.json' with { type: 'json' };
import fireMissionsJson from '#src/content/tables/gwsh/fire-missions.json' with { type: 'json' };
import ammunitionLimitsJson from '#src/content/tables/gwsh/ammunition-limits.json' with { type: 'json' };
import counterBatteryResultsJson from '#src/content/tables/gwsh/counter-battery-results.json' with { type: 'json' };
import counterBatteryModifiersJson from '#src/content/tables/gwsh/counter-battery-modifiers.json' with { type: 'json' };
import nationalQualityJson from '#src/content/tables/gwsh/national-quality.json' with { type: 'json' };
import aircraftJson from '#src/content/tables/gwsh/aircraft.json' with { type: 'json' };
import genericTroopsJson from '#src/content/tables/gwsh/generic-troops.json' with { type: 'json' };
import nationsJson from '#src/content/tables/gwsh/nations.json' with { type: 'json' };

/**
 * The rule tables by role, in publishing order; the troop costs follow them (./costTablesAll.ts). The
 * roles are the names the engines' table arguments use, so `gwsh` can be passed to any of them.
 */
export const gwsh = {
  listPoints: load('gwsh', 'list-points', listPointsJson),
  strategicSituation: load('gwsh', 'strategic-situation', strategicSituationJson),
  optionalRules: load('gwsh', 'optional-rules', optionalRulesJson),
  fireMissions: load('gwsh', 'fire-missions', fireMissionsJson),
  ammunitionLimits: load('gwsh', 'ammunition-limits', ammunitionLimitsJson),
  counterBatteryResults: load('gwsh', 'counter-battery-results', counterBatteryResultsJson),
  counterBatteryModifiers: load('gwsh', 'counter-battery-modifiers', counterBatteryModifiersJson),
  nationalQuality: load('gwsh', 'national-quality', nationalQualityJson),
  aircraft: load('gwsh', 'aircraft', aircraftJson),
  genericTroops: load('gwsh', 'generic-troops', genericTroopsJson),
  nations: load('gwsh', 'nations', nationsJson),
};

export const gwshRuleTables: readonly AnyTable[] = Object.values(gwsh);

export type { CostTables, TroopCostTable, TroopCosts } from './costTables.ts';
