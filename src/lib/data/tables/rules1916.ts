/** The "1916" tables (basic game setup and introduction), typed; validated when the registry loads them. */
import type { AnyTable } from '../parseTable.ts';
import * as rules1916 from './rules1916ByRole.ts';

/** The "1916" tables, by role (`rules1916.weaponRanges`); a page bundles only the ones it reads. */
export { rules1916 };

/** The "1916" tables in publishing order: basic game setup, then the introduction. */
export const rules1916Tables: readonly AnyTable[] = [
  rules1916.barrageAvailability,
  rules1916.barrageModifiers,
  rules1916.extraHeavyWeapons,
  rules1916.heavyWeaponRecommendations,
  rules1916.setupProximity,
  rules1916.lullFeatures,
  rules1916.reinforcements,
  rules1916.baseSizes,
  rules1916.weaponRanges,
  rules1916.terrainEffects,
  rules1916.baseIntervals,
];
