/**
 * The Great War in 54mm morale test: roll a D10; the unit passes on a result equal to or below its
 * figures, with +1 to that number when an officer is present. An artillery bombardment forces the same
 * test, and a 10 on its die also costs D3 casualties.
 */
import { combine, die, probabilityOf, probabilityOfValue } from '../dice/distribution.ts';
import { describeProbability, type Probability } from '../numbers/fraction.ts';

export interface MoraleOddsInput {
  /** Figures left in the unit, the officer included. */
  figures: number;
  officer: boolean;
}

export interface MoraleOdds {
  /** The number the D10 must not exceed: figures, +1 with an officer. */
  target: number;
  pass: Probability;
  fail: Probability;
  /** Under bombardment: the chance of 0..3 casualties from the same die (10, then D3). */
  bombardmentCasualties: ({ casualties: number } & Probability)[];
}

const D10 = die(10);
const D3 = die(3);
/** The D10 result that also costs casualties under bombardment ("10 (0)"). */
const BOMBARDMENT_CASUALTY_ROLL = 10;

export function moraleOdds(input: MoraleOddsInput): MoraleOdds {
  if (!Number.isInteger(input.figures) || input.figures < 0)
    throw new RangeError(`figures must be a whole number ≥ 0, got ${input.figures}`);
  const target = input.figures + (input.officer ? 1 : 0);
  const pass = probabilityOf(D10, (roll) => roll <= target);
  const fail = probabilityOf(D10, (roll) => roll > target);
  const casualties = combine(D10, D3, (roll, d3) => (roll === BOMBARDMENT_CASUALTY_ROLL ? d3 : 0));
  return {
    target,
    pass: describeProbability(pass),
    fail: describeProbability(fail),
    bombardmentCasualties: [0, 1, 2, 3].map((n) => ({ casualties: n, ...describeProbability(probabilityOfValue(casualties, n)) })),
  };
}
