/**
 * The "1916" tables by role, each in its own module under ./rules1916/, as the GWSH tables are
 * (./gwshByRole.ts): one module holding every table gave the scale converter the setup sheet's tables too.
 */
export { barrageAvailabilityTable as barrageAvailability } from './rules1916/barrageAvailability.ts';
export { barrageModifiersTable as barrageModifiers } from './rules1916/barrageModifiers.ts';
export { extraHeavyWeaponsTable as extraHeavyWeapons } from './rules1916/extraHeavyWeapons.ts';
export { heavyWeaponRecommendationsTable as heavyWeaponRecommendations } from './rules1916/heavyWeaponRecommendations.ts';
export { setupProximityTable as setupProximity } from './rules1916/setupProximity.ts';
export { lullFeaturesTable as lullFeatures } from './rules1916/lullFeatures.ts';
export { reinforcementsTable as reinforcements } from './rules1916/reinforcements.ts';
export { baseSizesTable as baseSizes } from './rules1916/baseSizes.ts';
export { weaponRangesTable as weaponRanges } from './rules1916/weaponRanges.ts';
export { terrainEffectsTable as terrainEffects } from './rules1916/terrainEffects.ts';
export { baseIntervalsTable as baseIntervals } from './rules1916/baseIntervals.ts';
