import { describe, it, expect } from 'vitest';
import { rules1916, rules1916Tables } from '#src/lib/data/tables/rules1916.ts';
import { getTable } from '#src/lib/data/registry.ts';

describe('"1916" tables', () => {
  it('are all published under system 1916', () => {
    expect(rules1916Tables.map((t) => [t.id, t.rows.length])).toEqual([
      ['barrage-availability', 8],
      ['barrage-modifiers', 5],
      ['extra-heavy-weapons', 6],
      ['heavy-weapon-recommendations', 13],
      ['setup-proximity', 3],
      ['lull-features', 8],
      ['reinforcements', 6],
      ['base-sizes', 10],
      ['weapon-ranges', 8],
      ['terrain-effects', 20],
      ['base-intervals', 4],
    ]);
    for (const t of rules1916Tables) expect(getTable('1916', t.id)).toBe(t);
  });

  it('read known cells of the basic game setup exactly', () => {
    const row = (roll: number) => rules1916.barrageAvailability.rows.find((r) => r.roll === roll)!;
    expect(row(1)).toMatchObject({
      localAttack: { attacker: 0.2, defender: 0.1 },
      bigPush: { attacker: 0.3, defender: 0.15 },
      onCall: 0.05,
      airstrikes: null,
      gas: { german: false, other: false },
    });
    expect(row(5)).toMatchObject({
      localAttack: { attacker: 0.5, defender: 0.35 },
      onCall: 0.3,
      airstrikes: 2,
      gas: { german: true, other: false },
    });
    expect(row(8)).toMatchObject({
      bigPush: { attacker: 0.85, defender: 0.65 },
      onCall: 0.5,
      airstrikes: 3,
      gas: { german: null, other: null },
    });
    expect(rules1916.extraHeavyWeapons.rows[5]).toMatchObject({ A: 1, B: 0.75, C: 0.55, D: 0.35, F: 0.15 });
    expect(rules1916.setupProximity.rows.map((r) => r.yards[0])).toEqual([80, 100, 120]);
    expect(rules1916.setupProximity.rows[2]!.yards).toEqual([120, 200, 300, 400, 500, 600]);
    expect(rules1916.lullFeatures.rows.find((r) => r.id === 'extra-defenses')!.longLull).toBe('Trenchline: ½10');
    expect(rules1916.reinforcements.rows[3]!.attacker.text).toBe('2 inf. sub-units');
  });

  it('read known cells of the introduction exactly', () => {
    const ranges = rules1916.weaponRanges.rows;
    expect(ranges.find((r) => r.id === 'trench-mortar')).toMatchObject({
      large: { min: 5, max: 60 },
      medium: { min: 4, max: 45 },
      small: { min: 2.5, max: 30 },
    });
    expect(ranges.find((r) => r.id === 'heavy-artillery')).toMatchObject({ large: { max: 90 }, medium: { max: 72 }, small: { max: 45 } });
    const sizes = rules1916.baseSizes.rows;
    expect(sizes[0]).toMatchObject({
      large: { baseSize: '1½ x 1', figures20mm: '2', figures15mm: '3 or 4' },
      medium: { baseSize: '1 x 1', figures15mm: '3' },
      small: { baseSize: '¾ square', figures12mm: '2 or 3', figures1to300: '5+' },
    });
    expect(sizes.at(-1)!.medium.baseSize).toBeNull();
    expect(sizes.at(-1)!.note).toMatch(/lost/);
    const terrain = rules1916.terrainEffects.rows;
    expect(terrain.find((r) => r.id === 'fire-trench')).toMatchObject({
      impassableTo: 'Tracked, Horse, Wheeled',
      blocksLosProne: 'No¹',
      coverWeight: 'Hard',
    });
    expect(terrain.find((r) => r.id === 'marsh-or-swamp')!.rough).toBe('Double');
    expect(rules1916.baseIntervals.rows.map((r) => r.yards)).toEqual([40, 60, 120, null]);
  });
});
