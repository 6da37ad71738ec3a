import { describe, expect, it } from 'vitest';
import { getTable, gw54 } from '#src/lib/data/registry.ts';
import { bandText, baseHitScore, weaponById } from '#src/lib/gw54/weapons.ts';

describe('gw54 weapons and hit scores', () => {
  it('are the same data the registry validated', () => {
    expect(gw54.weapons).toEqual(getTable('gw54', 'weapons'));
    expect(gw54.hitScores).toEqual(getTable('gw54', 'hit-scores'));
  });

  it('read the source cells exactly', () => {
    const cells = gw54.weapons.rows.map((w) => [w.name, w.shortRangeFrom, w.shortRangeTo, w.longRangeTo, w.dice]);
    expect(cells).toEqual([
      ['Rifle', 0, 12, 24, 1],
      ['LMG', 0, 12, 24, 3],
      ['SMG', 0, 6, 12, 2],
      ['HMG', 0, 12, 36, 5],
      ['Mortar', 6, 18, 36, 2],
    ]);
    expect([baseHitScore(gw54, 'short'), baseHitScore(gw54, 'long')]).toEqual([4, 5]);
  });

  it('describes each band for a player', () => {
    expect(bandText(weaponById(gw54, 'mortar'), 'short')).toBe('6"–18"');
    expect(bandText(weaponById(gw54, 'rifle'), 'short')).toBe('0"–12"');
    expect(bandText(weaponById(gw54, 'hmg'), 'long')).toBe('over 12" up to 36"');
  });

  it('throws for an unknown weapon (programmer error)', () => {
    expect(() => weaponById(gw54, 'flamethrower')).toThrow(/no weapon/);
  });
});
