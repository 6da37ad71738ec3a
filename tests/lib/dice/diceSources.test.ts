import { describe, expect, it } from 'vitest';
import { checkedRoll, OutOfDiceError, parseTypedDice, rollD6From, seededRollD6, typedDice } from '#src/lib/dice/diceSources.ts';

describe('dice sources', () => {
  it('a seeded roller gives the same dice for the same seed, all 1..6', () => {
    const first = Array.from({ length: 50 }, seededRollD6(42));
    const again = Array.from({ length: 50 }, seededRollD6(42));
    expect(first).toEqual(again);
    expect(first.every((d) => d >= 1 && d <= 6)).toBe(true);
    expect(new Set(first).size).toBe(6);
    expect(Array.from({ length: 50 }, seededRollD6(43))).not.toEqual(first);
  });

  it('maps [0, 1) onto 1..6', () => {
    expect(rollD6From(() => 0)()).toBe(1);
    expect(rollD6From(() => 0.999999)()).toBe(6);
    expect(rollD6From(() => 0.5)()).toBe(4);
  });

  it('typed dice come out in order, then run out', () => {
    const dice = typedDice([3, 5]);
    expect(dice.roll()).toBe(3);
    expect(dice.remaining()).toEqual([5]);
    expect(dice.roll()).toBe(5);
    expect(dice.used()).toBe(2);
    expect(() => dice.roll()).toThrow(OutOfDiceError);
    expect(() => typedDice([3, 7])).toThrow(/typed die 2 is 7/);
  });

  it('parses typed text with a message naming the bad die', () => {
    expect(parseTypedDice('3,5 6;1')).toEqual({ ok: true, dice: [3, 5, 6, 1] });
    expect(parseTypedDice('')).toEqual({ ok: true, dice: [] });
    expect(parseTypedDice('3,0')).toEqual({ ok: false, message: 'die 2 ("0") must be a whole number from 1 to 6' });
    expect(parseTypedDice('3,2.5')).toEqual({ ok: false, message: 'die 2 ("2.5") must be a whole number from 1 to 6' });
    expect(parseTypedDice('x')).toMatchObject({ ok: false });
  });

  it('a roller that returns a non-die is a programmer error', () => {
    expect(() => checkedRoll(() => 7)).toThrow(RangeError);
    expect(checkedRoll(() => 6)).toBe(6);
  });
});
