/** The Great Battles of WWII chart tables, typed; read and validated by ../tableFiles.ts. */
import type { AnyTable } from '../parseTable.ts';
import { tablesByRole } from '../tableFiles.ts';

/** The Great Battles of WWII tables, by id (camel-cased). */
export const gbww2 = tablesByRole('gbww2', {
  sightingDistances: 'gbww2-sighting',
  deployment: 'gbww2-deployment',
  activationCost: 'gbww2-activation-cost',
  barrageDelay: 'gbww2-barrage-delay',
  barrageDelayModifiers: 'gbww2-modifier',
  barrageRoll: 'gbww2-barrage-roll',
  infantryFire: 'gbww2-infantry-fire',
  smgFire: 'gbww2-smg-fire',
  toHitModifiers: 'gbww2-modifier',
  destroyModifiers: 'gbww2-modifier',
  actionPoints: 'gbww2-action-points',
  actionPointModifiers: 'gbww2-modifier',
  movement: 'gbww2-movement',
  gunFire: 'gbww2-gun-fire',
  gunFireSoftTargets: 'gbww2-gun-fire-soft',
  vehicles: 'gbww2-vehicle',
  gunClasses: 'gbww2-gun-class',
  closeCombatArmourVsInfantry: 'gbww2-modifier',
  closeCombatInfantry: 'gbww2-modifier',
  rallyNumbers: 'gbww2-rally-number',
  rallyModifiers: 'gbww2-modifier',
  rallyCover: 'gbww2-rally-cover',
  moraleCount: 'gbww2-morale-count',
  moraleModifiers: 'gbww2-modifier',
  replacements: 'gbww2-replacements',
  unitTypes: 'gbww2-unit-type',
  approachDamage: 'gbww2-approach-damage',
  driftDistance: 'gbww2-drift',
  landingDamage: 'gbww2-landing-damage',
  airAttacks: 'gbww2-air-attack',
});

/** The gbww2 tables in publishing order: the order of the chart pages. */
export const gbww2Tables: readonly AnyTable[] = Object.values(gbww2);
