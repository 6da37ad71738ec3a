/**
 * Every published table, parsed and validated once. Pages, islands, the command line and the tests
 * read tables from here; a bad data file stops the build with a message naming file, row and field.
 */
import type { TableKind } from './schemas.ts';
import { parseTable, type AnyTable, type TableOf } from './parseTable.ts';
import type { NationId } from './schemas.ts';

import nationsJson from '../../content/tables/gwsh/nations.json' with { type: 'json' };
import listPointsJson from '../../content/tables/gwsh/list-points.json' with { type: 'json' };
import strategicJson from '../../content/tables/gwsh/strategic-situation.json' with { type: 'json' };
import optionalRulesJson from '../../content/tables/gwsh/optional-rules.json' with { type: 'json' };
import fireMissionsJson from '../../content/tables/gwsh/fire-missions.json' with { type: 'json' };
import ammunitionJson from '../../content/tables/gwsh/ammunition-limits.json' with { type: 'json' };
import cbResultsJson from '../../content/tables/gwsh/counter-battery-results.json' with { type: 'json' };
import cbModifiersJson from '../../content/tables/gwsh/counter-battery-modifiers.json' with { type: 'json' };
import qualityJson from '../../content/tables/gwsh/national-quality.json' with { type: 'json' };
import aircraftJson from '../../content/tables/gwsh/aircraft.json' with { type: 'json' };
import genericJson from '../../content/tables/gwsh/generic-troops.json' with { type: 'json' };
import tcAustroHungary from '../../content/tables/gwsh/troop-costs-austro-hungary.json' with { type: 'json' };
import tcBelgium from '../../content/tables/gwsh/troop-costs-belgium.json' with { type: 'json' };
import tcBritishEmpire from '../../content/tables/gwsh/troop-costs-british-empire.json' with { type: 'json' };
import tcBulgaria from '../../content/tables/gwsh/troop-costs-bulgaria.json' with { type: 'json' };
import tcFrance from '../../content/tables/gwsh/troop-costs-france.json' with { type: 'json' };
import tcGermany from '../../content/tables/gwsh/troop-costs-germany.json' with { type: 'json' };
import tcGreece from '../../content/tables/gwsh/troop-costs-greece.json' with { type: 'json' };
import tcItaly from '../../content/tables/gwsh/troop-costs-italy.json' with { type: 'json' };
import tcMontenegro from '../../content/tables/gwsh/troop-costs-montenegro.json' with { type: 'json' };
import tcRussia from '../../content/tables/gwsh/troop-costs-russia.json' with { type: 'json' };
import tcRoumania from '../../content/tables/gwsh/troop-costs-roumania.json' with { type: 'json' };
import tcSerbia from '../../content/tables/gwsh/troop-costs-serbia.json' with { type: 'json' };
import tcTurkey from '../../content/tables/gwsh/troop-costs-turkey.json' with { type: 'json' };
import tcUnitedStates from '../../content/tables/gwsh/troop-costs-united-states.json' with { type: 'json' };

/** Where table files live, relative to the project root (used in messages and by the registry test). */
export const TABLES_DIR = 'src/content/tables';

function load<K extends TableKind>(system: string, kind: K, json: unknown): TableOf<K> {
  const id = (json as { id?: unknown }).id;
  return parseTable(`${TABLES_DIR}/${system}/${String(id)}.json`, kind, json);
}

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

export type TroopCostTable = TableOf<'troop-costs'>;

/** One nation's troop cost table. */
export function troopCostsOf(nation: NationId): TroopCostTable {
  const table = gwsh.troopCosts.find((t) => t.nation === nation);
  if (!table) throw new Error(`no troop cost table for nation "${nation}"`);
  return table;
}

/** Every published table in publishing order: GWSH rule tables, then troop costs by nation. */
export const allTables: readonly AnyTable[] = [
  gwsh.listPoints, gwsh.strategicSituation, gwsh.optionalRules, gwsh.fireMissions,
  gwsh.ammunitionLimits, gwsh.counterBatteryResults, gwsh.counterBatteryModifiers,
  gwsh.nationalQuality, gwsh.aircraft, gwsh.genericTroops, gwsh.nations, ...gwsh.troopCosts,
];

/** A table by system and id, or undefined. */
export function findTable(system: string, id: string): AnyTable | undefined {
  return allTables.find((t) => t.system === system && t.id === id);
}

/** A table by system and id; throws for an unknown id (a programmer error in a page or test). */
export function getTable(system: string, id: string): AnyTable {
  const table = findTable(system, id);
  if (!table) throw new Error(`no table "${system}/${id}"`);
  return table;
}
