import { describe, expect, it } from 'vitest';
import { OutOfDiceError, typedDice } from '#src/lib/dice/diceSources.ts';
import { recordDice } from '#src/lib/gwsh/scenario/scenarioDice.ts';

const names = { a: 'A', b: 'B' };

describe('scenario dice recorder', () => {
  it('records who rolled what, and what for', () => {
    const dice = recordDice(typedDice([4, 2]).roll, names);
    expect(dice.roll('a', 'x', '4.2')).toBe(4);
    expect(dice.roll(null, 'y', '4.2')).toBe(2);
    expect(dice.log()).toEqual([
      { player: 'a', purpose: 'x', value: 4 },
      { player: null, purpose: 'y', value: 2 },
    ]);
    expect(dice.since(1)).toEqual([{ player: null, purpose: 'y', value: 2 }]);
  });

  it('a roll-off re-rolls ties: 3-3, then 2-5 → B wins 5 to 2', () => {
    const dice = recordDice(typedDice([3, 3, 2, 5]).roll, names);
    const off = dice.rollOff('Terrain placement', '4.2');
    expect(off).toEqual({
      rounds: [
        { a: 3, b: 3 },
        { a: 2, b: 5 },
      ],
      winner: 'b',
      high: 5,
      low: 2,
    });
    expect(dice.log()[2]?.purpose).toBe('Terrain placement: die of A (re-roll after a tie)');
  });

  it('remembers the roll it could not make when typed dice run out', () => {
    const dice = recordDice(typedDice([3]).roll, names);
    expect(() => dice.rollOff('Objectives', '4.3')).toThrow(OutOfDiceError);
    expect(dice.needed()).toEqual({ player: 'b', purpose: 'Objectives: die of B', rule: '4.3' });
  });
});
