/**
 * "1916" Basic Game Setup, Extra Heavy Weapons: a side rolls one D6 for each heavy weapon category it
 * qualifies for. The year's recommendation names the category and the chart column (A, B, C, D or F;
 * the source prints no column E); the value read is bases per friendly sub-unit, times the side's own
 * sub-units, rounded (./perSubUnit.ts). Players may also roll on any column for categories of their own.
 */
import type { SetupTables } from './setupTables.ts';
import { HEAVY_WEAPON_COLUMNS, type HeavyWeaponColumn } from '../data/schemas/heavyWeaponColumns.ts';
import type { NationId } from '../data/schemas.ts';
import type { Finding } from '../findings.ts';
import { perSubUnit, type PerSubUnitResult } from './perSubUnit.ts';
import { checkDie, checkYear } from './nations.ts';

export { HEAVY_WEAPON_COLUMNS, type HeavyWeaponColumn };

export interface HeavyWeaponCategory {
  /** The recommendation row id ("1915-light-trench-mortar"). */
  id: string;
  /** "Light Trench Mortar", "LMG". */
  weapon: string;
  /** The row as printed ("1915: French & Commonwealth LMG"). */
  name: string;
  column: HeavyWeaponColumn;
}

/** The categories a nation rolls for in a year, with the column the source recommends for each. */
export function heavyWeaponCategories(
  tables: Pick<SetupTables, 'heavyWeaponRecommendations'>,
  year: number,
  nation: NationId,
): HeavyWeaponCategory[] {
  checkYear(year);
  return tables.heavyWeaponRecommendations.rows
    .filter((r) => r.year === year && (!r.nations || r.nations.includes(nation)))
    .map((r) => ({ id: r.id, weapon: r.weapon, name: r.name, column: r.column }));
}

export interface HeavyWeaponRollInput {
  column: HeavyWeaponColumn;
  die: number;
  /** The side's own sub-units. */
  friendlySubUnits: number;
}

export interface HeavyWeaponRollResult {
  column: HeavyWeaponColumn;
  die: number;
  rowId: string;
  bases: PerSubUnitResult;
}

/** Extra heavy weapon bases from one roll on one column. */
export function extraHeavyWeapons(tables: Pick<SetupTables, 'extraHeavyWeapons'>, input: HeavyWeaponRollInput): HeavyWeaponRollResult {
  checkDie(input.die, 'the heavy weapon die');
  if (!(HEAVY_WEAPON_COLUMNS as readonly string[]).includes(input.column)) {
    throw new RangeError(`column must be one of ${HEAVY_WEAPON_COLUMNS.join(', ')}, got ${input.column}`);
  }
  const row = tables.extraHeavyWeapons.rows.find((r) => r.roll === input.die);
  if (!row) throw new Error(`extra-heavy-weapons has no row ${input.die}`);
  return { column: input.column, die: input.die, rowId: row.id, bases: perSubUnit(row[input.column], input.friendlySubUnits) };
}

/** A note when a player rolls a recommended category on a column other than the recommended one. */
export function columnChoiceFindings(category: HeavyWeaponCategory | undefined, chosen: HeavyWeaponColumn, path: string): Finding[] {
  if (!category || category.column === chosen) return [];
  return [
    {
      code: 'heavy-weapon-column-changed',
      severity: 'info',
      message: `${category.name}: rolled on column ${chosen}; the source recommends column ${category.column}.`,
      rule: 'extra-heavy-weapons',
      path,
    },
  ];
}
