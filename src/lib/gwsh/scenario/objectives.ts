/**
 * GWSH 4.1 and 4.3: how many game objectives there are and who nominates the first. On a non-desert
 * battlefield each of the six sectors has one Potential Objective and five become objectives. In the
 * desert a sector need not have a key terrain feature, so the number of Potential Objectives is what the
 * players placed, and the objectives are one fewer than that.
 */
import type { Finding } from '../../findings.ts';
import { DESERT_OBJECTIVES, TIES_REROLLED } from '../game/gameDayReadings.ts';
import type { Player } from './tacticalSituation.ts';
import type { ScenarioDice, ScenarioStep } from './scenarioDice.ts';

export const SECTORS = 6;
export const NON_DESERT_OBJECTIVES = 5;

export interface ObjectiveCount {
  /** Potential Objectives on the table; null in the desert until the players say how many they placed. */
  potential: number | null;
  /** Game objectives; null while the desert count is unknown. */
  count: number | null;
  findings: Finding[];
}

/**
 * 4.1/4.3. `potentialObjectives` is what the players placed; it only matters in the desert, and not at all
 * where the event takes the alternative of DESERT_OBJECTIVES (`fiveInDesert`: five objectives everywhere).
 */
export function objectiveCount(desert: boolean, potentialObjectives?: number, fiveInDesert = false): ObjectiveCount {
  const findings: Finding[] = [];
  const given = potentialObjectives;
  if (given !== undefined && (!Number.isInteger(given) || given < 0 || given > SECTORS)) {
    throw new RangeError(`potential objectives must be a whole number from 0 to ${SECTORS}, got ${given}`);
  }
  if (!desert) {
    if (given !== undefined && given !== SECTORS) {
      findings.push({
        code: 'potential-objectives-non-desert',
        severity: 'warning',
        message: `On a non-desert battlefield every sector has a Potential Objective, so there are ${SECTORS}, not ${given}.`,
        rule: '4.1',
        path: 'potentialObjectives',
      });
    }
    return { potential: SECTORS, count: NON_DESERT_OBJECTIVES, findings };
  }
  if (fiveInDesert) return { potential: given ?? null, count: NON_DESERT_OBJECTIVES, findings };
  if (given === undefined) {
    findings.push({
      code: 'desert-potential-objectives-needed',
      severity: 'info',
      message: 'In the desert the game objectives are one fewer than the Potential Objectives placed; enter how many were placed.',
      rule: '4.3',
      path: 'potentialObjectives',
    });
    return { potential: null, count: null, findings };
  }
  return { potential: given, count: Math.max(0, given - 1), findings };
}

export type ObjectivesStep = ScenarioStep<'objectives', { count: number | null; potential: number | null; firstNominator: Player }>;

/** `desert`: the count is the desert's, one fewer than the Potential Objectives placed (DESERT_OBJECTIVES). */
export function rollObjectives(
  dice: ScenarioDice,
  names: Record<Player, string>,
  counted: ObjectiveCount,
  desert: boolean,
): ObjectivesStep {
  const from = dice.log().length;
  const off = dice.rollOff('Objectives', '4.3');
  const first = off.winner;
  const how =
    counted.count === null
      ? 'one fewer than the Potential Objectives placed (desert)'
      : desert
        ? `${counted.count} (one fewer than the ${counted.potential} Potential Objectives placed, desert)`
        : `${counted.count} of the ${counted.potential === null ? '' : `${counted.potential} `}Potential Objectives`;
  return {
    id: 'objectives',
    label: 'Objectives',
    rule: '4.3',
    dice: dice.since(from),
    result: { count: counted.count, potential: counted.potential, firstNominator: first },
    message:
      `${names[first]} rolled higher (${off.high} to ${off.low}) and names the first objective; the players then ` +
      `alternate until ${how} are objectives. Objectives count for both players and are of equal value.`,
    reading: off.rounds.length > 1 ? TIES_REROLLED : desert ? DESERT_OBJECTIVES : null,
  };
}
