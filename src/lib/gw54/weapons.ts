/**
 * The Great War in 54mm weapons and hit scores, imported directly so the calculator page ships only
 * these two small files (the registry parses the same files; a test checks that they match).
 */
import type { TableOf } from '../data/parseTable.ts';
import weaponsJson from '../../content/tables/gw54/weapons.json' with { type: 'json' };
import hitScoresJson from '../../content/tables/gw54/hit-scores.json' with { type: 'json' };

export const weaponsTable = weaponsJson as unknown as TableOf<'gw54-weapon'>;
export const hitScoresTable = hitScoresJson as unknown as TableOf<'gw54-hit-score'>;

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
