/**
 * The Great War in 54mm shooting: every figure that did not move rolls its weapon's D6; each die hits on
 * 4+ at short range or 5+ at long range, one worse against troops in cover (−1 to each die). Gives the
 * exact distribution of hits. Against a crewed weapon only the first hit counts, so "at least one hit"
 * is the chance of pinning it.
 */
import { fraction, describeProbability, type Probability } from '../numbers/fraction.ts';
import type { Finding } from '../findings.ts';
import { maxExactDice, binomial } from './binomial.ts';
import { bandText, baseHitScore, weaponById, type RangeBand, type ShootingTables } from './weapons.ts';

/** Firing at troops in cover: −1 to each die. */
export const COVER_MODIFIER = -1;
const SIDES = 6;
/** The most dice one calculation counts exactly (6^20 is still a safe integer). */
export const MAX_DICE = maxExactDice(SIDES);

export interface ShootingInput {
  weaponId: string;
  band: RangeBand;
  cover: boolean;
  /** Figures shooting with this weapon (officers do not shoot). */
  firers: number;
}

export interface HitsRow {
  hits: number;
  exactly: Probability;
  atLeast: Probability;
}

export interface ShootingOdds {
  weaponName: string;
  bandText: string;
  /** Firers × the weapon's dice. */
  dice: number;
  /** The natural D6 score each die needs after cover (7 would mean it cannot hit). */
  hitOn: number;
  perDie: Probability;
  /** Exactly and at-least chances for 0..dice hits; empty when the dice are too many to count. */
  hits: HitsRow[];
  atLeastOne: Probability | null;
  /** Mean hits, as an exact fraction's text ("5/3"). */
  expectedHits: string;
  findings: Finding[];
}

export function shootingOdds(tables: ShootingTables, input: ShootingInput): ShootingOdds {
  if (!Number.isInteger(input.firers) || input.firers < 0) throw new RangeError(`firers must be a whole number ≥ 0, got ${input.firers}`);
  const weapon = weaponById(tables, input.weaponId);
  const hitOn = baseHitScore(tables, input.band) - (input.cover ? COVER_MODIFIER : 0);
  const faces = Math.max(0, SIDES + 1 - hitOn);
  const dice = input.firers * weapon.dice;
  const perDie = fraction(faces, SIDES);
  const expected = fraction(dice * faces, SIDES);
  // Past MAX_DICE the exact counts would leave safe integers: the page says so instead of rounding.
  const tooMany = dice > MAX_DICE;
  const findings: Finding[] = tooMany
    ? [
        {
          code: 'too-many-dice',
          severity: 'error',
          message: `${dice} dice are more than the ${MAX_DICE} this calculator can count exactly; split the firers into smaller groups.`,
          rule: null,
          path: 'firers',
        },
      ]
    : [];
  const hits = tooMany
    ? []
    : binomial(dice, faces, SIDES).map((r) => ({
        hits: r.successes,
        exactly: describeProbability(r.exactly),
        atLeast: describeProbability(r.atLeast),
      }));
  return {
    weaponName: weapon.name,
    bandText: bandText(weapon, input.band),
    dice,
    hitOn,
    perDie: describeProbability(perDie),
    hits,
    atLeastOne: tooMany ? null : (hits[1]?.atLeast ?? describeProbability(fraction(0))),
    expectedHits: describeProbability(expected).fraction,
    findings,
  };
}
