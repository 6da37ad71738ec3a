import { describe, it, expect } from 'vitest';
import { fraction } from '#src/lib/numbers/fraction.ts';
import { proximityTerrains, setupProximity } from '#src/lib/rules1916/proximity.ts';
import { rules1916 } from '#src/lib/data/registry.ts';

describe('setup proximity', () => {
  it('reads yards and converts them for each scale', () => {
    // Constricted, roll 1: 80 yds = 4" large, 2⅔" medium, 2" small.
    expect(setupProximity(rules1916, 'constricted-terrain', 1)).toEqual({
      terrainId: 'constricted-terrain',
      terrain: 'Constricted Terrain',
      die: 1,
      yards: 80,
      inches: { large: fraction(4), medium: fraction(8, 3), small: fraction(2) },
      lullStartTurn: 1,
    });
    // Open, roll 4: 320 yds = 16" / 10⅔" / 8".
    expect(setupProximity(rules1916, 'open-terrain', 4).inches).toEqual({
      large: fraction(16),
      medium: fraction(32, 3),
      small: fraction(8),
    });
    // Wide open, roll 6: 600 yds = 30" / 20" / 15"; lulls rolled from turn 6.
    expect(setupProximity(rules1916, 'wide-open-terrain', 6)).toMatchObject({ yards: 600, lullStartTurn: 6 });
  });

  it('lists the three terrains and rejects others', () => {
    expect(proximityTerrains(rules1916).map((t) => t.id)).toEqual(['constricted-terrain', 'open-terrain', 'wide-open-terrain']);
    expect(() => setupProximity(rules1916, 'desert', 1)).toThrow(/no proximity terrain/);
    expect(() => setupProximity(rules1916, 'open-terrain', 0)).toThrow(RangeError);
  });
});
