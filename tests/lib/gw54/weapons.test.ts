import { describe, expect, it } from 'vitest';
import { getTable } from '../../../src/lib/data/registry.ts';
import { bandText, baseHitScore, hitScoresTable, weaponById, weaponsTable } from '../../../src/lib/gw54/weapons.ts';

describe('gw54 weapons and hit scores', () => {
  it('are the same data the registry validated', () => {
    expect(weaponsTable).toEqual(getTable('gw54', 'weapons'));
    expect(hitScoresTable).toEqual(getTable('gw54', 'hit-scores'));
  });

  it('read the source cells exactly', () => {
    const cells = weaponsTable.rows.map((w) => [w.name, w.shortRangeFrom, w.shortRangeTo, w.longRangeTo, w.dice]);
    expect(cells).toEqual([
      ['Rifle', 0, 12, 24, 1],
      ['LMG', 0, 12, 24, 3],
      ['SMG', 0, 6, 12, 2],
      ['HMG', 0, 12, 36, 5],
      ['Mortar', 6, 18, 36, 2],
    ]);
    expect([baseHitScore('short'), baseHitScore('long')]).toEqual([4, 5]);
  });

  it('describes each band for a player', () => {
    expect(bandText(weaponById('mortar'), 'short')).toBe('6"–18"');
    expect(bandText(weaponById('rifle'), 'short')).toBe('0"–12"');
    expect(bandText(weaponById('hmg'), 'long')).toBe('over 12" up to 36"');
  });

  it('throws for an unknown weapon (programmer error)', () => {
    expect(() => weaponById('flamethrower')).toThrow(/no weapon/);
  });
});
