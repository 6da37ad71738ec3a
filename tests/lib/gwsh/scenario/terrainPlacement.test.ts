import { describe, expect, it } from 'vitest';
import { typedDice } from '#src/lib/dice/diceSources.ts';
import { recordDice } from '#src/lib/gwsh/scenario/scenarioDice.ts';
import { roadExits, rollFirstTerrainPlacer, rollTerrainMovement } from '#src/lib/gwsh/scenario/terrainPlacement.ts';

const names = { a: 'A (Germany)', b: 'B (France)' };
const dice = (...values: number[]) => recordDice(typedDice(values).roll, names);

describe('terrain placement (4.2)', () => {
  it('the higher die places terrain first', () => {
    const step = rollFirstTerrainPlacer(dice(2, 6), names);
    expect(step.result).toEqual({ player: 'b' });
    expect(step.dice.map((d) => d.value)).toEqual([2, 6]);
    expect(step.rule).toBe('4.2');
    expect(step.reading).toBeNull();
  });

  it('equal dice are re-rolled (our reading), and the step says so', () => {
    const step = rollFirstTerrainPlacer(dice(4, 4, 5, 1), names);
    expect(step.result.player).toBe('a');
    expect(step.dice).toHaveLength(4);
    expect(step.reading?.id).toBe('ties-rerolled');
  });

  it('terrain movement: 5 against 2, A moves first, up to 5 and 2 features', () => {
    const step = rollTerrainMovement(dice(5, 2), names);
    expect(step.result).toEqual({ highScorer: 'a', maxMoves: { a: 5, b: 2 } });
    expect(step.message).toContain('A (Germany) first');
    expect(step.reading?.id).toBe('terrain-movement-high-scorer');
  });

  it('terrain movement: equal dice, no terrain is moved (no re-roll)', () => {
    const step = rollTerrainMovement(dice(3, 3), names);
    expect(step.result).toEqual({ highScorer: null, maxMoves: { a: 0, b: 0 } });
    expect(step.dice).toHaveLength(2);
    expect(step.message).toBe('Both rolled 3: no terrain is moved.');
  });

  it('roads: 2–3 per long edge and 1–2 per short edge; one fewer in the desert', () => {
    expect(roadExits(false).result).toEqual({ longEdge: { min: 2, max: 3 }, shortEdge: { min: 1, max: 2 } });
    expect(roadExits(true).result).toEqual({ longEdge: { min: 1, max: 2 }, shortEdge: { min: 0, max: 1 } });
  });
});
