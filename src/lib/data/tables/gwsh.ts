/** The Great War Spearhead tables (seed 000), typed; validated when the registry loads them. */
import type { AnyTable } from '../parseTable.ts';
import { loadTable as load } from '../loadTable.ts';

import nationsJson from '../../../content/tables/gwsh/nations.json' with { type: 'json' };
import listPointsJson from '../../../content/tables/gwsh/list-points.json' with { type: 'json' };
import strategicJson from '../../../content/tables/gwsh/strategic-situation.json' with { type: 'json' };
import optionalRulesJson from '../../../content/tables/gwsh/optional-rules.json' with { type: 'json' };
import fireMissionsJson from '../../../content/tables/gwsh/fire-missions.json' with { type: 'json' };
import ammunitionJson from '../../../content/tables/gwsh/ammunition-limits.json' with { type: 'json' };
import cbResultsJson from '../../../content/tables/gwsh/counter-battery-results.json' with { type: 'json' };
import cbModifiersJson from '../../../content/tables/gwsh/counter-battery-modifiers.json' with { type: 'json' };
import qualityJson from '../../../content/tables/gwsh/national-quality.json' with { type: 'json' };
import aircraftJson from '../../../content/tables/gwsh/aircraft.json' with { type: 'json' };
import genericJson from '../../../content/tables/gwsh/generic-troops.json' with { type: 'json' };

/** The Great War Spearhead tables, by role. */
export const gwsh = {
  nations: load('gwsh', 'nations', nationsJson),
  listPoints: load('gwsh', 'list-points', listPointsJson),
  strategicSituation: load('gwsh', 'strategic-situation', strategicJson),
  optionalRules: load('gwsh', 'optional-rules', optionalRulesJson),
  fireMissions: load('gwsh', 'fire-missions', fireMissionsJson),
  ammunitionLimits: load('gwsh', 'ammunition-limits', ammunitionJson),
  counterBatteryResults: load('gwsh', 'counter-battery-results', cbResultsJson),
  counterBatteryModifiers: load('gwsh', 'counter-battery-modifiers', cbModifiersJson),
  nationalQuality: load('gwsh', 'national-quality', qualityJson),
  aircraft: load('gwsh', 'aircraft', aircraftJson),
  genericTroops: load('gwsh', 'generic-troops', genericJson),
};

/** The GWSH rule tables in publishing order; the troop costs follow them (./troopCostsAll.ts). */
export const gwshRuleTables: readonly AnyTable[] = [
  gwsh.listPoints, gwsh.strategicSituation, gwsh.optionalRules, gwsh.fireMissions,
  gwsh.ammunitionLimits, gwsh.counterBatteryResults, gwsh.counterBatteryModifiers,
  gwsh.nationalQuality, gwsh.aircraft, gwsh.genericTroops, gwsh.nations,
];

export { troopCostsOf, type TroopCostTable } from './troopCosts.ts';
