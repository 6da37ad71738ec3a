/**
 * GWSH 4.4 weather. On a non-desert battlefield both players roll a D6 before play: a total of 11 or 12
 * means rain (3 of 36 pairs: 5+6, 6+5, 6+6). At the start of each turn a die is rolled and a 6 stops the
 * rain for good. The rule gives no weather roll for a desert battlefield, so there is no rain there.
 * Players may agree other odds for the season; the calculator uses the rule's.
 */
import { probabilityOf, sumOfDice } from '../../dice/distribution.ts';
import { fraction, subtract, ONE, type Fraction, describeProbability, power, type Probability } from '../../numbers/fraction.ts';
import { NO_RAIN_IN_DESERT } from '../game/gameDayReadings.ts';
import type { Player } from './tacticalSituation.ts';
import type { ScenarioDice, ScenarioStep } from './scenarioDice.ts';

/** P(2D6 ≥ 11) = 3/36 = 1/12. */
export const rainChance: Fraction = probabilityOf(sumOfDice(2), (total) => total >= 11);

/** A 6 on the die at the start of a turn stops the rain: 1/6. */
export const rainStopsChancePerTurn: Fraction = fraction(1, 6);

export const isRain = (total: number): boolean => total >= 11;
export const rainStops = (turnDie: number): boolean => turnDie === 6;

/** The chance that rain is still falling after `turns` start-of-turn dice: (5/6)^turns. */
export const rainStillFallingAfter = (turns: number): Fraction => power(subtract(ONE, rainStopsChancePerTurn), turns);

export interface Weather {
  /** False in the desert (no roll). */
  rain: boolean;
  total: number | null;
  /** Before rolling: 1/12 (0 in the desert). */
  rainChance: Probability;
  /** Once raining: 1/6 each turn (null in the desert). */
  stopsChancePerTurn: Probability | null;
}

export type WeatherStep = ScenarioStep<'weather', Weather>;

/** `desert`: a desert battlefield read as one with no rain (NO_RAIN_IN_DESERT); one rolled for is not. */
export function rollWeather(dice: ScenarioDice, names: Record<Player, string>, desert: boolean): WeatherStep {
  const base = { id: 'weather' as const, label: 'Weather', rule: '4.4', reading: null };
  if (desert) {
    return {
      ...base,
      dice: [],
      result: { rain: false, total: null, rainChance: describeProbability(fraction(0)), stopsChancePerTurn: null },
      message: 'Desert battlefield: the rule has no weather roll for it, so there is no rain. The battle is fought in daylight.',
      reading: NO_RAIN_IN_DESERT,
    };
  }
  const from = dice.log().length;
  const a = dice.roll('a', `Weather: die of ${names.a}`, '4.4');
  const b = dice.roll('b', `Weather: die of ${names.b}`, '4.4');
  const total = a + b;
  const rain = isRain(total);
  return {
    ...base,
    dice: dice.since(from),
    result: {
      rain,
      total,
      rainChance: describeProbability(rainChance),
      stopsChancePerTurn: describeProbability(rainStopsChancePerTurn),
    },
    message: rain
      ? `${a} + ${b} = ${total}: it is raining. At the start of each turn roll a die; a 6 stops the rain for the rest of the game. ` +
        'Rain limits visibility, and ground hit by more than one round of pre-planned fire during or after rain is soft ground.'
      : `${a} + ${b} = ${total}: no rain (it takes 11 or 12). The battle is fought in daylight.`,
  };
}
