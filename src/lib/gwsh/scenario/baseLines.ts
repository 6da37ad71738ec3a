/**
 * GWSH 6.1 and 6.2: each player's base line is a long table edge. In an attack-defence game the
 * defender names his preferred edge and rolls: 1–4 he takes it, 5–6 the attacker does. In an encounter
 * both roll and the higher chooses.
 */
import { fraction, describeProbability, type Probability } from '../../numbers/fraction.ts';
import { TIES_REROLLED } from '../game/gameDayReadings.ts';
import type { Player, TacticalOutcome } from './tacticalSituation.ts';
import { otherPlayer } from './tacticalSituation.ts';
import type { ScenarioDice, ScenarioStep } from './scenarioDice.ts';

export type BaseLines =
  | { kind: 'defender-nominates'; defender: Player; roll: number; defenderKeepsPreferredEdge: boolean; keepChance: Probability }
  | { kind: 'higher-chooses'; chooser: Player };

export type BaseLinesStep = ScenarioStep<'base-lines', BaseLines>;

/** 6.1: a 1–4 keeps the defender's preferred edge (4 in 6). */
export const defenderKeepsEdge = (roll: number): boolean => roll <= 4;

export function rollBaseLines(dice: ScenarioDice, names: Record<Player, string>, situation: TacticalOutcome): BaseLinesStep {
  const from = dice.log().length;
  if (situation.kind === 'attack-defence') {
    const { defender } = situation;
    const attacker = otherPlayer(defender);
    const roll = dice.roll(defender, `Base lines: die of ${names[defender]} (defender)`, '6.1');
    const keeps = defenderKeepsEdge(roll);
    return {
      id: 'base-lines',
      label: 'Base lines',
      rule: '6.1',
      dice: dice.since(from),
      result: {
        kind: 'defender-nominates',
        defender,
        roll,
        defenderKeepsPreferredEdge: keeps,
        keepChance: describeProbability(fraction(4, 6)),
      },
      message: keeps
        ? `${names[defender]} (defender) named a long edge and rolled ${roll}: it is the defender's base line, and ${names[attacker]} takes the opposite edge.`
        : `${names[defender]} (defender) named a long edge and rolled ${roll}: the positions are reversed, so ${names[attacker]} takes the named edge and the defender the opposite one.`,
      reading: null,
    };
  }
  const off = dice.rollOff('Base lines', '6.2');
  return {
    id: 'base-lines',
    label: 'Base lines',
    rule: '6.2',
    dice: dice.since(from),
    result: { kind: 'higher-chooses', chooser: off.winner },
    message: `${names[off.winner]} rolled higher (${off.high} to ${off.low}) and chooses a long table edge as base line; ${names[otherPlayer(off.winner)]} takes the opposite edge.`,
    reading: off.rounds.length > 1 ? TIES_REROLLED : null,
  };
}
