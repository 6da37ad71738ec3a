/**
 * The "1916" tables as the engines read them, without zod at run time, so the calculator islands do
 * not ship the schemas of every rule system. The same files are validated when the registry loads
 * them (every build and the command line), and tests/lib/rules1916/tables.test.ts checks that these
 * objects are exactly what the validated tables hold, so the types below are safe.
 */
import type { TableOf } from '../data/parseTable.ts';
import type { TableKind } from '../data/schemas.ts';
import barrageAvailabilityJson from '../../content/tables/1916/barrage-availability.json' with { type: 'json' };
import barrageModifiersJson from '../../content/tables/1916/barrage-modifiers.json' with { type: 'json' };
import extraHeavyWeaponsJson from '../../content/tables/1916/extra-heavy-weapons.json' with { type: 'json' };
import recommendationsJson from '../../content/tables/1916/heavy-weapon-recommendations.json' with { type: 'json' };
import proximityJson from '../../content/tables/1916/setup-proximity.json' with { type: 'json' };
import lullFeaturesJson from '../../content/tables/1916/lull-features.json' with { type: 'json' };
import reinforcementsJson from '../../content/tables/1916/reinforcements.json' with { type: 'json' };
import weaponRangesJson from '../../content/tables/1916/weapon-ranges.json' with { type: 'json' };

const typed = <K extends TableKind>(json: unknown) => json as TableOf<K>;

/** The tables the "1916" engines use, by role. */
export const tables1916 = {
  barrageAvailability: typed<'1916-barrage-availability'>(barrageAvailabilityJson),
  barrageModifiers: typed<'1916-barrage-modifiers'>(barrageModifiersJson),
  extraHeavyWeapons: typed<'1916-extra-heavy-weapons'>(extraHeavyWeaponsJson),
  heavyWeaponRecommendations: typed<'1916-heavy-weapon-recommendations'>(recommendationsJson),
  setupProximity: typed<'1916-setup-proximity'>(proximityJson),
  lullFeatures: typed<'1916-lull-features'>(lullFeaturesJson),
  reinforcements: typed<'1916-reinforcements'>(reinforcementsJson),
  weaponRanges: typed<'1916-weapon-ranges'>(weaponRangesJson),
};
