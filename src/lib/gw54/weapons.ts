/**
 * The Great War in 54mm weapons and hit scores, as the shooting calculator reads them: the page passes the
 * two tables in (named as the registry names them, src/lib/data/tables/gw54.ts).
 */
import type { TableOf } from '../data/parseTable.ts';

export interface ShootingTables {
  weapons: TableOf<'gw54-weapon'>;
  hitScores: TableOf<'gw54-hit-score'>;
}

export type Weapon = ShootingTables['weapons']['rows'][number];
export type RangeBand = 'short' | 'long';

/** A weapon by row id; an unknown id is a programmer error (forms offer only the table's rows). */
export function weaponById(tables: ShootingTables, id: string): Weapon {
  const weapon = tables.weapons.rows.find((w) => w.id === id);
  if (!weapon) throw new Error(`no weapon "${id}" in gw54/weapons`);
  return weapon;
}

/** The D6 score each die needs at this range band, before cover. */
export function baseHitScore(tables: ShootingTables, band: RangeBand): number {
  const row = tables.hitScores.rows.find((r) => r.band === band);
  if (!row) throw new Error(`no hit score for the ${band} band in gw54/hit-scores`);
  return row.hitOn;
}

/** The band's distances for a weapon, as a player reads them ("6\"–18\"", "12\"–24\""). */
export function bandText(weapon: Weapon, band: RangeBand): string {
  return band === 'short'
    ? `${weapon.shortRangeFrom}"–${weapon.shortRangeTo}"`
    : `over ${weapon.shortRangeTo}" up to ${weapon.longRangeTo}"`;
}
