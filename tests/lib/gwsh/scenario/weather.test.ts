import { describe, expect, it } from 'vitest';
import { typedDice } from '#src/lib/dice/diceSources.ts';
import { fraction } from '#src/lib/numbers/fraction.ts';
import { recordDice } from '#src/lib/gwsh/scenario/scenarioDice.ts';
import {
  isRain,
  rainChance,
  rainStillFallingAfter,
  rainStops,
  rainStopsChancePerTurn,
  rollWeather,
} from '#src/lib/gwsh/scenario/weather.ts';

const names = { a: 'A', b: 'B' };
const dice = (...values: number[]) => recordDice(typedDice(values).roll, names);

describe('weather (4.4)', () => {
  it('rain on a total of 11 or 12: 3 of 36 pairs = 1/12', () => {
    expect(rainChance).toEqual(fraction(3, 36));
    expect([10, 11, 12].map(isRain)).toEqual([false, true, true]);
  });

  it('a 6 at the start of a turn stops it: 1/6 per turn; still raining after 3 turns (5/6)³ = 125/216', () => {
    expect(rainStopsChancePerTurn).toEqual(fraction(1, 6));
    expect([5, 6].map(rainStops)).toEqual([false, true]);
    expect(rainStillFallingAfter(3)).toEqual(fraction(125, 216));
    expect(rainStillFallingAfter(0)).toEqual(fraction(1));
  });

  it('5 + 6 = 11: rain', () => {
    const step = rollWeather(dice(5, 6), names, false);
    expect(step.result).toMatchObject({ rain: true, total: 11, rainChance: { fraction: '1/12' }, stopsChancePerTurn: { fraction: '1/6' } });
    expect(step.message).toContain('a 6 stops the rain');
  });

  it('6 + 4 = 10: no rain', () => {
    expect(rollWeather(dice(6, 4), names, false).result).toMatchObject({ rain: false, total: 10 });
  });

  it('desert: no roll and no rain, with our reading', () => {
    const step = rollWeather(dice(), names, true);
    expect(step.dice).toEqual([]);
    expect(step.result).toMatchObject({ rain: false, total: null, rainChance: { fraction: '0' }, stopsChancePerTurn: null });
    expect(step.reading?.id).toBe('no-rain-in-desert');
  });
});
