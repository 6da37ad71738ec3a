/** The "1916" (seeds 001 and 004) tables, typed; validated when the registry loads them. */
import type { AnyTable } from '../parseTable.ts';
import { loadTable as load } from '../loadTable.ts';

import barrageAvailabilityJson from '../../../content/tables/1916/barrage-availability.json' with { type: 'json' };
import barrageModifiersJson from '../../../content/tables/1916/barrage-modifiers.json' with { type: 'json' };
import extraHeavyWeaponsJson from '../../../content/tables/1916/extra-heavy-weapons.json' with { type: 'json' };
import recommendationsJson from '../../../content/tables/1916/heavy-weapon-recommendations.json' with { type: 'json' };
import proximityJson from '../../../content/tables/1916/setup-proximity.json' with { type: 'json' };
import lullFeaturesJson from '../../../content/tables/1916/lull-features.json' with { type: 'json' };
import reinforcementsJson from '../../../content/tables/1916/reinforcements.json' with { type: 'json' };
import baseSizesJson from '../../../content/tables/1916/base-sizes.json' with { type: 'json' };
import weaponRangesJson from '../../../content/tables/1916/weapon-ranges.json' with { type: 'json' };
import terrainEffectsJson from '../../../content/tables/1916/terrain-effects.json' with { type: 'json' };
import baseIntervalsJson from '../../../content/tables/1916/base-intervals.json' with { type: 'json' };

/** The "1916" tables, by role. */
export const rules1916 = {
  barrageAvailability: load('1916', '1916-barrage-availability', barrageAvailabilityJson),
  barrageModifiers: load('1916', '1916-barrage-modifiers', barrageModifiersJson),
  extraHeavyWeapons: load('1916', '1916-extra-heavy-weapons', extraHeavyWeaponsJson),
  heavyWeaponRecommendations: load('1916', '1916-heavy-weapon-recommendations', recommendationsJson),
  setupProximity: load('1916', '1916-setup-proximity', proximityJson),
  lullFeatures: load('1916', '1916-lull-features', lullFeaturesJson),
  reinforcements: load('1916', '1916-reinforcements', reinforcementsJson),
  baseSizes: load('1916', '1916-base-sizes', baseSizesJson),
  weaponRanges: load('1916', '1916-weapon-ranges', weaponRangesJson),
  terrainEffects: load('1916', '1916-terrain-effects', terrainEffectsJson),
  baseIntervals: load('1916', '1916-base-intervals', baseIntervalsJson),
};

/** The "1916" tables in publishing order: basic game setup, then the introduction. */
export const rules1916Tables: readonly AnyTable[] = [
  rules1916.barrageAvailability, rules1916.barrageModifiers, rules1916.extraHeavyWeapons,
  rules1916.heavyWeaponRecommendations, rules1916.setupProximity, rules1916.lullFeatures,
  rules1916.reinforcements, rules1916.baseSizes, rules1916.weaponRanges, rules1916.terrainEffects,
  rules1916.baseIntervals,
];
