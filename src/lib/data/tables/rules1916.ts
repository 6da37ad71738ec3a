/**
 * The "1916" tables (basic game setup and introduction), typed, for the code that runs outside Astro (the
 * registry, the command line, the tests); validated when the registry loads them. Pages read the same
 * files from the tables collection and hand them to their calculators.
 */
import type { AnyTable } from '../parseTable.ts';
import { loadTable as load } from '../loadTable.ts';

import barrageAvailabilityJson from '#src/content/tables/1916/barrage-availability.json' with { type: 'json' };
import barrageModifiersJson from '#src/content/tables/1916/barrage-modifiers.json' with { type: 'json' };
import extraHeavyWeaponsJson from '#src/content/tables/1916/extra-heavy-weapons.json' with { type: 'json' };
import heavyWeaponRecommendationsJson from '#src/content/tables/1916/heavy-weapon-recommendations.json' with { type: 'json' };
import setupProximityJson from '#src/content/tables/1916/setup-proximity.json' with { type: 'json' };
import lullFeaturesJson from '#src/content/tables/1916/lull-features.json' with { type: 'json' };
import reinforcementsJson from '#src/content/tables/1916/reinforcements.json' with { type: 'json' };
import baseSizesJson from '#src/content/tables/1916/base-sizes.json' with { type: 'json' };
import weaponRangesJson from '#src/content/tables/1916/weapon-ranges.json' with { type: 'json' };
import terrainEffectsJson from '#src/content/tables/1916/terrain-effects.json' with { type: 'json' };
import baseIntervalsJson from '#src/content/tables/1916/base-intervals.json' with { type: 'json' };

/**
 * The "1916" tables by role, in publishing order (basic game setup, then the introduction). The roles are
 * the names the engines' table arguments use, so `rules1916` can be passed to any of them.
 */
export const rules1916 = {
  barrageAvailability: load('1916', '1916-barrage-availability', barrageAvailabilityJson),
  barrageModifiers: load('1916', '1916-barrage-modifiers', barrageModifiersJson),
  extraHeavyWeapons: load('1916', '1916-extra-heavy-weapons', extraHeavyWeaponsJson),
  heavyWeaponRecommendations: load('1916', '1916-heavy-weapon-recommendations', heavyWeaponRecommendationsJson),
  setupProximity: load('1916', '1916-setup-proximity', setupProximityJson),
  lullFeatures: load('1916', '1916-lull-features', lullFeaturesJson),
  reinforcements: load('1916', '1916-reinforcements', reinforcementsJson),
  baseSizes: load('1916', '1916-base-sizes', baseSizesJson),
  weaponRanges: load('1916', '1916-weapon-ranges', weaponRangesJson),
  terrainEffects: load('1916', '1916-terrain-effects', terrainEffectsJson),
  baseIntervals: load('1916', '1916-base-intervals', baseIntervalsJson),
};

export const rules1916Tables: readonly AnyTable[] = Object.values(rules1916);
