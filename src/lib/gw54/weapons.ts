/** The Great War in 54mm weapons and hit scores, as the shooting and morale calculators read them. */
import { gw54 } from '../data/tables/gw54.ts';

export const weaponsTable = gw54.weapons;
export const hitScoresTable = gw54.hitScores;

export type Weapon = (typeof weaponsTable.rows)[number];
export type RangeBand = 'short' | 'long';

/** A weapon by row id; an unknown id is a programmer error (forms offer only the table's rows). */
export function weaponById(id: string): Weapon {
  const weapon = weaponsTable.rows.find((w) => w.id === id);
  if (!weapon) throw new Error(`no weapon "${id}" in gw54/weapons`);
  return weapon;
}

/** The D6 score each die needs at this range band, before cover. */
export function baseHitScore(band: RangeBand): number {
  const row = hitScoresTable.rows.find((r) => r.band === band);
  if (!row) throw new Error(`no hit score for the ${band} band in gw54/hit-scores`);
  return row.hitOn;
}

/** The band's distances for a weapon, as a player reads them ("6\"–18\"", "12\"–24\""). */
export function bandText(weapon: Weapon, band: RangeBand): string {
  return band === 'short'
    ? `${weapon.shortRangeFrom}"–${weapon.shortRangeTo}"`
    : `over ${weapon.shortRangeTo}" up to ${weapon.longRangeTo}"`;
}
