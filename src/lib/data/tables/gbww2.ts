/** The Great Battles of WWII chart tables, typed; validated when the registry loads them. */
import type { AnyTable } from '../parseTable.ts';
import { loadTable as load } from '../loadTable.ts';

import sightingDistancesJson from '#src/content/tables/gbww2/sighting-distances.json' with { type: 'json' };
import deploymentJson from '#src/content/tables/gbww2/deployment.json' with { type: 'json' };
import activationCostJson from '#src/content/tables/gbww2/activation-cost.json' with { type: 'json' };
import barrageDelayJson from '#src/content/tables/gbww2/barrage-delay.json' with { type: 'json' };
import barrageDelayModifiersJson from '#src/content/tables/gbww2/barrage-delay-modifiers.json' with { type: 'json' };
import barrageRollJson from '#src/content/tables/gbww2/barrage-roll.json' with { type: 'json' };
import infantryFireJson from '#src/content/tables/gbww2/infantry-fire.json' with { type: 'json' };
import smgFireJson from '#src/content/tables/gbww2/smg-fire.json' with { type: 'json' };
import toHitModifiersJson from '#src/content/tables/gbww2/to-hit-modifiers.json' with { type: 'json' };
import destroyModifiersJson from '#src/content/tables/gbww2/destroy-modifiers.json' with { type: 'json' };
import actionPointsJson from '#src/content/tables/gbww2/action-points.json' with { type: 'json' };
import actionPointModifiersJson from '#src/content/tables/gbww2/action-point-modifiers.json' with { type: 'json' };
import movementJson from '#src/content/tables/gbww2/movement.json' with { type: 'json' };
import gunFireJson from '#src/content/tables/gbww2/gun-fire.json' with { type: 'json' };
import gunFireSoftTargetsJson from '#src/content/tables/gbww2/gun-fire-soft-targets.json' with { type: 'json' };
import vehiclesJson from '#src/content/tables/gbww2/vehicles.json' with { type: 'json' };
import gunClassesJson from '#src/content/tables/gbww2/gun-classes.json' with { type: 'json' };
import closeCombatArmourVsInfantryJson from '#src/content/tables/gbww2/close-combat-armour-vs-infantry.json' with { type: 'json' };
import closeCombatInfantryJson from '#src/content/tables/gbww2/close-combat-infantry.json' with { type: 'json' };
import rallyNumbersJson from '#src/content/tables/gbww2/rally-numbers.json' with { type: 'json' };
import rallyModifiersJson from '#src/content/tables/gbww2/rally-modifiers.json' with { type: 'json' };
import rallyCoverJson from '#src/content/tables/gbww2/rally-cover.json' with { type: 'json' };
import moraleCountJson from '#src/content/tables/gbww2/morale-count.json' with { type: 'json' };
import moraleModifiersJson from '#src/content/tables/gbww2/morale-modifiers.json' with { type: 'json' };
import replacementsJson from '#src/content/tables/gbww2/replacements.json' with { type: 'json' };
import unitTypesJson from '#src/content/tables/gbww2/unit-types.json' with { type: 'json' };
import approachDamageJson from '#src/content/tables/gbww2/approach-damage.json' with { type: 'json' };
import driftDistanceJson from '#src/content/tables/gbww2/drift-distance.json' with { type: 'json' };
import landingDamageJson from '#src/content/tables/gbww2/landing-damage.json' with { type: 'json' };
import airAttacksJson from '#src/content/tables/gbww2/air-attacks.json' with { type: 'json' };

/** The Great Battles of WWII tables, by id (camel-cased). */
export const gbww2 = {
  sightingDistances: load('gbww2', 'gbww2-sighting', sightingDistancesJson),
  deployment: load('gbww2', 'gbww2-deployment', deploymentJson),
  activationCost: load('gbww2', 'gbww2-activation-cost', activationCostJson),
  barrageDelay: load('gbww2', 'gbww2-barrage-delay', barrageDelayJson),
  barrageDelayModifiers: load('gbww2', 'gbww2-modifier', barrageDelayModifiersJson),
  barrageRoll: load('gbww2', 'gbww2-barrage-roll', barrageRollJson),
  infantryFire: load('gbww2', 'gbww2-infantry-fire', infantryFireJson),
  smgFire: load('gbww2', 'gbww2-smg-fire', smgFireJson),
  toHitModifiers: load('gbww2', 'gbww2-modifier', toHitModifiersJson),
  destroyModifiers: load('gbww2', 'gbww2-modifier', destroyModifiersJson),
  actionPoints: load('gbww2', 'gbww2-action-points', actionPointsJson),
  actionPointModifiers: load('gbww2', 'gbww2-modifier', actionPointModifiersJson),
  movement: load('gbww2', 'gbww2-movement', movementJson),
  gunFire: load('gbww2', 'gbww2-gun-fire', gunFireJson),
  gunFireSoftTargets: load('gbww2', 'gbww2-gun-fire-soft', gunFireSoftTargetsJson),
  vehicles: load('gbww2', 'gbww2-vehicle', vehiclesJson),
  gunClasses: load('gbww2', 'gbww2-gun-class', gunClassesJson),
  closeCombatArmourVsInfantry: load('gbww2', 'gbww2-modifier', closeCombatArmourVsInfantryJson),
  closeCombatInfantry: load('gbww2', 'gbww2-modifier', closeCombatInfantryJson),
  rallyNumbers: load('gbww2', 'gbww2-rally-number', rallyNumbersJson),
  rallyModifiers: load('gbww2', 'gbww2-modifier', rallyModifiersJson),
  rallyCover: load('gbww2', 'gbww2-rally-cover', rallyCoverJson),
  moraleCount: load('gbww2', 'gbww2-morale-count', moraleCountJson),
  moraleModifiers: load('gbww2', 'gbww2-modifier', moraleModifiersJson),
  replacements: load('gbww2', 'gbww2-replacements', replacementsJson),
  unitTypes: load('gbww2', 'gbww2-unit-type', unitTypesJson),
  approachDamage: load('gbww2', 'gbww2-approach-damage', approachDamageJson),
  driftDistance: load('gbww2', 'gbww2-drift', driftDistanceJson),
  landingDamage: load('gbww2', 'gbww2-landing-damage', landingDamageJson),
  airAttacks: load('gbww2', 'gbww2-air-attack', airAttacksJson),
};

/** The gbww2 tables in publishing order: the order of the chart pages. */
export const gbww2Tables: readonly AnyTable[] = Object.values(gbww2);
