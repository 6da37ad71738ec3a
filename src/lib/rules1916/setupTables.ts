/**
 * The "1916" tables the setup sheet reads, which the page passes in (named as the registry names them,
 * src/lib/data/tables/rules1916.ts). Each look-up takes only the ones it reads.
 */
import type { TableOf } from '../data/parseTable.ts';

export interface SetupTables {
  barrageAvailability: TableOf<'1916-barrage-availability'>;
  barrageModifiers: TableOf<'1916-barrage-modifiers'>;
  extraHeavyWeapons: TableOf<'1916-extra-heavy-weapons'>;
  heavyWeaponRecommendations: TableOf<'1916-heavy-weapon-recommendations'>;
  setupProximity: TableOf<'1916-setup-proximity'>;
  reinforcements: TableOf<'1916-reinforcements'>;
  lullFeatures: TableOf<'1916-lull-features'>;
}
