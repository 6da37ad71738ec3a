/**
 * GWSH 4.2 terrain placement, as far as dice decide it: who places terrain first, how many terrain
 * features each player may then pivot or move, and how many roads leave each table edge. Which sector
 * is filled next (a die per sector) is played out on the table and not generated here.
 */
import { TERRAIN_MOVEMENT_HIGH_SCORER, TIES_REROLLED } from '../game/gameDayReadings.ts';
import type { Player } from './tacticalSituation.ts';
import { otherPlayer } from './tacticalSituation.ts';
import type { ScenarioDice, ScenarioStep } from './scenarioDice.ts';

export type FirstPlacerStep = ScenarioStep<'first-terrain-placer', { player: Player }>;

export function rollFirstTerrainPlacer(dice: ScenarioDice, names: Record<Player, string>): FirstPlacerStep {
  const from = dice.log().length;
  const off = dice.rollOff('Terrain placement', '4.2');
  const { winner } = off;
  return {
    id: 'first-terrain-placer',
    label: 'Who places terrain first',
    rule: '4.2',
    dice: dice.since(from),
    result: { player: winner },
    message:
      `${names[winner]} rolled higher (${off.high} to ${off.low}) and places terrain first: they number the sectors, ` +
      `roll for the first sector to fill and name its Potential Objective; then the players alternate, ` +
      `dicing for each sector, until all six are filled.`,
    reading: off.rounds.length > 1 ? TIES_REROLLED : null,
  };
}

/**
 * 4.2: after all sectors are filled, each player rolls a D6 and may pivot or move up to that many
 * terrain features (never rivers, streams or canals). Equal dice: no terrain moves. Otherwise they
 * alternate, the high scorer first; the low scorer may pass; it ends when both pass in a row or the high
 * scorer has moved as many features as his die (reading TERRAIN_MOVEMENT_HIGH_SCORER).
 */
export interface TerrainMovement {
  /** Null when the dice are equal and no terrain moves. */
  highScorer: Player | null;
  /** Most features each player may pivot or move. */
  maxMoves: Record<Player, number>;
}

export type TerrainMovementStep = ScenarioStep<'terrain-movement', TerrainMovement>;

export function rollTerrainMovement(dice: ScenarioDice, names: Record<Player, string>): TerrainMovementStep {
  const from = dice.log().length;
  const a = dice.roll('a', `Terrain movement: die of ${names.a}`, '4.2');
  const b = dice.roll('b', `Terrain movement: die of ${names.b}`, '4.2');
  const step = (result: TerrainMovement, message: string): TerrainMovementStep => ({
    id: 'terrain-movement',
    label: 'How many terrain features may be moved',
    rule: '4.2',
    dice: dice.since(from),
    result,
    message,
    reading: result.highScorer ? TERRAIN_MOVEMENT_HIGH_SCORER : null,
  });
  if (a === b) return step({ highScorer: null, maxMoves: { a: 0, b: 0 } }, `Both rolled ${a}: no terrain is moved.`);
  const high: Player = a > b ? 'a' : 'b';
  const low = otherPlayer(high);
  const maxMoves = { a, b };
  return step(
    { highScorer: high, maxMoves },
    `${names[high]} rolled ${maxMoves[high]} and ${names[low]} ${maxMoves[low]}: taking turns, ${names[high]} first, ` +
      `each may pivot or move one terrain feature (not a river, stream or canal) up to ${maxMoves[high]} and ` +
      `${maxMoves[low]} features; ${names[low]} may pass, and moving ends when both pass in a row or ` +
      `${names[high]} has moved ${maxMoves[high]}. No feature may leave its sector, and Potential Objectives must stay legal (4.1).`,
  );
}

export interface RoadExits {
  /** Inclusive range of roads leaving each long and each short table edge. */
  longEdge: { min: number; max: number };
  shortEdge: { min: number; max: number };
}

export type RoadsStep = ScenarioStep<'roads', RoadExits>;

/** 4.2: roads last, 2–3 per long edge and 1–2 per short edge, one fewer per edge in the desert. */
export function roadExits(desert: boolean): RoadsStep {
  const less = desert ? 1 : 0;
  const result: RoadExits = { longEdge: { min: 2 - less, max: 3 - less }, shortEdge: { min: 1 - less, max: 2 - less } };
  const range = (r: { min: number; max: number }) => `${r.min} or ${r.max}`;
  return {
    id: 'roads',
    label: 'Roads',
    rule: '4.2',
    dice: [],
    result,
    message:
      `Roads are placed last, joining every village, town and bridge: ${range(result.longEdge)} leave each long edge ` +
      `and ${range(result.shortEdge)} each short edge` +
      (desert ? ' (one fewer per edge in the desert; towns join the desert roads and the nearest edge).' : '.'),
    reading: null,
  };
}
