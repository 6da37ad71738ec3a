/**
 * GWSH 5.0 and 6.0: the tactical situation. Each player rolls a D6 and adds their nation's strategic
 * situation modifier. Equal modified scores give a mutual encounter (6.2.2), a difference of one an
 * advance to contact (6.2.1, the low scorer deploys a brigade first), anything more an attack-defence
 * game (6.1) with the high scorer attacking. On the Western Front 1915–18 every game is attack-defence.
 */
import { oddsOf, type Odds } from '../../dice/oddsView.ts';
import { checkedRoll, type RollD6 } from '../../dice/diceSources.ts';
import { combine, conditionOn, die, plus, probabilityOfValue } from '../../dice/distribution.ts';
import { WESTERN_FRONT_ATTACK_DEFENCE } from '../game/gameDayReadings.ts';
import { type Fraction, describeProbability, type Probability } from '../../numbers/fraction.ts';

export type Player = 'a' | 'b';
export const otherPlayer = (p: Player): Player => (p === 'a' ? 'b' : 'a');

export type TacticalOutcome =
  | { kind: 'mutual-encounter' }
  | { kind: 'advance-to-contact'; lowScorer: Player; highScorer: Player }
  | { kind: 'attack-defence'; attacker: Player; defender: Player };

/** The five possible results, as flat keys for odds tables and charts. */
export const outcomeKeys = ['mutual-encounter', 'advance-to-contact-a-low', 'advance-to-contact-b-low', 'a-attacks', 'b-attacks'] as const;
export type OutcomeKey = (typeof outcomeKeys)[number];

/** Plain words for each result ("A" and "B" are the two players; a page may put nation names in). */
export const outcomeLabels: Record<OutcomeKey, string> = {
  'mutual-encounter': 'Mutual encounter',
  'advance-to-contact-a-low': 'Advance to contact, A deploys a brigade first (low scorer)',
  'advance-to-contact-b-low': 'Advance to contact, B deploys a brigade first (low scorer)',
  'a-attacks': 'Attack-defence, A attacks',
  'b-attacks': 'Attack-defence, B attacks',
};

/**
 * Our reading of 5.0 for the Western Front 1915–18. The text says games there "must be" attack-defence,
 * that equal modified scores are re-rolled with the modifiers applied again, and that the higher die
 * roll makes a player the attacker. We read "die roll" as the modified score, and a difference of
 * one (otherwise an advance to contact) as attack-defence with the higher scorer attacking: only equal
 * scores are re-rolled.
 */
export const westernFrontReading: string = `${WESTERN_FRONT_ATTACK_DEFENCE.explanation} Other reading: ${WESTERN_FRONT_ATTACK_DEFENCE.alternative}`;

export interface TacticalOptions {
  /** Western Front, 1915 to 1918 (both halves of 1918): attack-defence only. */
  westernFront15to18: boolean;
}

/** What one pair of modified scores gives, or a re-roll (only on the Western Front 1915–18). */
export function classifyScores(scoreA: number, scoreB: number, options: TacticalOptions): OutcomeKey | 're-roll' {
  const difference = scoreA - scoreB;
  if (options.westernFront15to18) {
    if (difference === 0) return 're-roll';
    return difference > 0 ? 'a-attacks' : 'b-attacks';
  }
  if (difference === 0) return 'mutual-encounter';
  if (difference === 1) return 'advance-to-contact-b-low';
  if (difference === -1) return 'advance-to-contact-a-low';
  return difference > 0 ? 'a-attacks' : 'b-attacks';
}

export function outcomeOf(key: OutcomeKey): TacticalOutcome {
  switch (key) {
    case 'mutual-encounter':
      return { kind: 'mutual-encounter' };
    case 'advance-to-contact-a-low':
      return { kind: 'advance-to-contact', lowScorer: 'a', highScorer: 'b' };
    case 'advance-to-contact-b-low':
      return { kind: 'advance-to-contact', lowScorer: 'b', highScorer: 'a' };
    case 'a-attacks':
      return { kind: 'attack-defence', attacker: 'a', defender: 'b' };
    case 'b-attacks':
      return { kind: 'attack-defence', attacker: 'b', defender: 'a' };
  }
}

export interface TacticalRound {
  rollA: number;
  rollB: number;
  scoreA: number;
  scoreB: number;
  result: OutcomeKey | 're-roll';
}

export interface TacticalResolution {
  rounds: TacticalRound[];
  key: OutcomeKey;
  outcome: TacticalOutcome;
}

/** Ties re-rolled more often than this mean the dice source is broken (a constant stub), not bad luck. */
export const MAX_REROLLS = 200;

function checkModifier(name: string, value: number): void {
  if (!Number.isInteger(value)) throw new RangeError(`${name} must be a whole number, got ${value}`);
}

/**
 * Rolls the tactical situation: one D6 for A then one for B per round, re-rolling ties where 5.0 says
 * so. Typed dice that run out raise OutOfDiceError from `rollD6`, for the caller to handle.
 */
export function resolveTacticalSituation(
  modifiers: { a: number; b: number },
  options: TacticalOptions,
  rollD6: RollD6,
): TacticalResolution {
  checkModifier('modifier a', modifiers.a);
  checkModifier('modifier b', modifiers.b);
  const rounds: TacticalRound[] = [];
  for (let i = 0; i <= MAX_REROLLS; i++) {
    const rollA = checkedRoll(rollD6);
    const rollB = checkedRoll(rollD6);
    const scoreA = rollA + modifiers.a;
    const scoreB = rollB + modifiers.b;
    const result = classifyScores(scoreA, scoreB, options);
    rounds.push({ rollA, rollB, scoreA, scoreB, result });
    if (result !== 're-roll') return { rounds, key: result, outcome: outcomeOf(result) };
  }
  throw new Error(`the dice source tied ${MAX_REROLLS + 1} times in a row; it is not random`);
}

export interface OutcomeOdds extends Probability {
  key: OutcomeKey;
  label: string;
  /** Pairs of dice (of `of`) that give this result: 6 of 36 for a mutual encounter between equals. */
  ways: number;
  of: number;
}

export interface TacticalOdds {
  modifiers: { a: number; b: number };
  westernFront15to18: boolean;
  /** Every result in `outcomeKeys` order, impossible ones with probability 0; they sum to exactly 1. */
  outcomes: OutcomeOdds[];
  /** Western Front 1915–18: the chance that one round ties and is re-rolled; null elsewhere. */
  rerollChance: Probability | null;
  rule: '5.0';
  reading: string | null;
}

/**
 * The exact probability of each tactical situation before any die is rolled. With re-rolls, the result
 * is the distribution of the first round that is not a tie: P(result | no tie) = ways / (36 − ties).
 */
export function tacticalOdds(modA: number, modB: number, options: TacticalOptions): TacticalOdds {
  checkModifier('modifier a', modA);
  checkModifier('modifier b', modB);
  const oneRound = combine(plus(die(), modA), plus(die(), modB), (a, b) => classifyScores(a, b, options));
  const tie = probabilityOfValue(oneRound, 're-roll');
  const settled = tie.num === 0 ? oneRound : conditionOn(oneRound, (v) => v !== 're-roll');
  const of = 36 - (tie.num * 36) / tie.den;
  const outcomes = outcomeKeys.map((key): OutcomeOdds => {
    const probability: Fraction = probabilityOfValue(settled, key);
    return { key, label: outcomeLabels[key], ways: (probability.num * of) / probability.den, of, ...describeProbability(probability) };
  });
  return {
    modifiers: { a: modA, b: modB },
    westernFront15to18: options.westernFront15to18,
    outcomes,
    rerollChance: options.westernFront15to18 ? describeProbability(tie) : null,
    rule: '5.0',
    reading: options.westernFront15to18 ? westernFrontReading : null,
  };
}

/** The odds as a table for a page: results that have no order, so no "or better" column. */
export const tacticalOddsTable = (odds: TacticalOdds, label: (key: OutcomeKey) => string): Odds =>
  oddsOf(
    odds.outcomes.map((o) => ({ key: o.key, label: label(o.key), probability: o.probability })),
    { order: 'none' },
  );
