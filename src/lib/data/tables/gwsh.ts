/** The Great War Spearhead tables (seed 000), typed; validated when the registry loads them. */
import type { AnyTable, TableOf } from '../parseTable.ts';
import type { NationId } from '../schemas.ts';
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
import tcAustroHungary from '../../../content/tables/gwsh/troop-costs-austro-hungary.json' with { type: 'json' };
import tcBelgium from '../../../content/tables/gwsh/troop-costs-belgium.json' with { type: 'json' };
import tcBritishEmpire from '../../../content/tables/gwsh/troop-costs-british-empire.json' with { type: 'json' };
import tcBulgaria from '../../../content/tables/gwsh/troop-costs-bulgaria.json' with { type: 'json' };
import tcFrance from '../../../content/tables/gwsh/troop-costs-france.json' with { type: 'json' };
import tcGermany from '../../../content/tables/gwsh/troop-costs-germany.json' with { type: 'json' };
import tcGreece from '../../../content/tables/gwsh/troop-costs-greece.json' with { type: 'json' };
import tcItaly from '../../../content/tables/gwsh/troop-costs-italy.json' with { type: 'json' };
import tcMontenegro from '../../../content/tables/gwsh/troop-costs-montenegro.json' with { type: 'json' };
import tcRussia from '../../../content/tables/gwsh/troop-costs-russia.json' with { type: 'json' };
import tcRoumania from '../../../content/tables/gwsh/troop-costs-roumania.json' with { type: 'json' };
import tcSerbia from '../../../content/tables/gwsh/troop-costs-serbia.json' with { type: 'json' };
import tcTurkey from '../../../content/tables/gwsh/troop-costs-turkey.json' with { type: 'json' };
import tcUnitedStates from '../../../content/tables/gwsh/troop-costs-united-states.json' with { type: 'json' };

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
  troopCosts: [
    tcAustroHungary, tcBelgium, tcBritishEmpire, tcBulgaria, tcFrance, tcGermany, tcGreece,
    tcItaly, tcMontenegro, tcRussia, tcRoumania, tcSerbia, tcTurkey, tcUnitedStates,
  ].map((json) => load('gwsh', 'troop-costs', json)),
};

/** The GWSH tables in publishing order: rule tables, then troop costs by nation. */
export const gwshTables: readonly AnyTable[] = [
  gwsh.listPoints, gwsh.strategicSituation, gwsh.optionalRules, gwsh.fireMissions,
  gwsh.ammunitionLimits, gwsh.counterBatteryResults, gwsh.counterBatteryModifiers,
  gwsh.nationalQuality, gwsh.aircraft, gwsh.genericTroops, gwsh.nations, ...gwsh.troopCosts,
];

export type TroopCostTable = TableOf<'troop-costs'>;

/** One nation's troop cost table. */
export function troopCostsOf(nation: NationId): TroopCostTable {
  const table = gwsh.troopCosts.find((t) => t.nation === nation);
  if (!table) throw new Error(`no troop cost table for nation "${nation}"`);
  return table;
}
