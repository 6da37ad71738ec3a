/**
 * The tables each rule system's engines read, by role: one map per system, the role's name as the engines'
 * table arguments spell it and the kind of table it must be. A role's file is its name in kebab case
 * (`listPoints` → src/content/tables/gwsh/list-points.json). Every reader takes its tables from here: the
 * command line and the tests (./tables/*.ts, from disk), the pages (src/components/tables/tableCollection.ts,
 * from the tables collection) and the list costing in the browser (./tables/costTables.ts, the published
 * copies). Plain data, safe to import anywhere.
 */
import type { TableOf } from './parseTable.ts';
import type { TableKind } from './schemas.ts';
import type { SystemId } from './schemaParts.ts';

/** Great War Spearhead's tables by role. */
export const gwshRoles = {
  listPoints: 'list-points',
  strategicSituation: 'strategic-situation',
  optionalRules: 'optional-rules',
  fireMissions: 'fire-missions',
  ammunitionLimits: 'ammunition-limits',
  counterBatteryResults: 'counter-battery-results',
  counterBatteryModifiers: 'counter-battery-modifiers',
  nationalQuality: 'national-quality',
  aircraft: 'aircraft',
  genericTroops: 'generic-troops',
  nations: 'nations',
} as const satisfies Record<string, TableKind>;

/** "1916"'s tables by role, in publishing order (basic game setup, then the introduction). */
export const rules1916Roles = {
  barrageAvailability: '1916-barrage-availability',
  barrageModifiers: '1916-barrage-modifiers',
  extraHeavyWeapons: '1916-extra-heavy-weapons',
  heavyWeaponRecommendations: '1916-heavy-weapon-recommendations',
  setupProximity: '1916-setup-proximity',
  lullFeatures: '1916-lull-features',
  reinforcements: '1916-reinforcements',
  baseSizes: '1916-base-sizes',
  weaponRanges: '1916-weapon-ranges',
  terrainEffects: '1916-terrain-effects',
  baseIntervals: '1916-base-intervals',
} as const satisfies Record<string, TableKind>;

/** GBoWWII's tables by role. */
export const gbww2Roles = {
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
} as const satisfies Record<string, TableKind>;

/** Great War in 54mm's tables by role. */
export const gw54Roles = {
  weapons: 'gw54-weapon',
  hitScores: 'gw54-hit-score',
} as const satisfies Record<string, TableKind>;

/** Every rule system's map. (The list costing in the browser imports GWSH's alone, to carry no other.) */
export const tableRoles = { gwsh: gwshRoles, '1916': rules1916Roles, gbww2: gbww2Roles, gw54: gw54Roles } as const satisfies Record<
  SystemId,
  Record<string, TableKind>
>;

export type TableRoles = typeof tableRoles;
/** A role of a system's tables. */
export type RoleOf<S extends SystemId> = keyof TableRoles[S] & string;
/** The table a role names, typed by its kind. */
export type TableOfRole<S extends SystemId, R extends RoleOf<S>> = TableOf<TableRoles[S][R] & TableKind>;
/** Tables picked by role. */
export type TablesOfRoles<S extends SystemId, R extends RoleOf<S>> = { readonly [Role in R]: TableOfRole<S, Role> };

/** The file id of a role's table: its name in kebab case. */
export const roleFileId = (role: string): string => role.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The kind a role's table must be. */
export const roleKind = <S extends SystemId>(system: S, role: RoleOf<S>): TableKind =>
  (tableRoles[system] as Record<string, TableKind>)[role]!;
