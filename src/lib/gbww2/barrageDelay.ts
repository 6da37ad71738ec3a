/**
 * Great Battles of WWII chart 4 (rule 11.1.5), barrage delay: a pre-registered or on-call barrage rolls
 * percentile dice on its artillery's quality column to see how many turns late it arrives; pre-planned
 * fire arrives as scheduled. The modifiers are score modifiers (a bonus moves the bands in the firer's
 * favour), so we apply them to the roll with the sign reversed: on-call −30 adds 30 to the roll, as in
 * the chart pages' own example (Inferior, on call, 55 + 30 = 85: two turns).
 */
import { mapOutcomes, type Distribution } from '../dice/distribution.ts';
import { ZERO, describeProbability, type Probability } from '../numbers/fraction.ts';
import type { Finding } from '../findings.ts';
import { modifierRow, type AppliedModifier, type BarrageDelayCharts } from './charts.ts';
import { formatPercentile, isPercentile, percentileRolls, rollPercentile } from './percentile.ts';
import { QUALITY_LABELS, type Quality } from './quality.ts';

export type CallType = 'pre-planned' | 'pre-registered' | 'on-call';

export interface BarrageDelayInput {
  /** The artillery's quality: the chart column. */
  quality: Quality;
  call: CallType;
  /** An HQ is with the battalion that spots for the barrage. */
  hqWithSightingBattalion: boolean;
}

export interface BarrageDelayModifiers {
  applied: AppliedModifier[];
  /** Sum of the score modifiers. */
  scoreModifier: number;
  /** What is added to the roll: the score modifier with its sign reversed. */
  rollModifier: number;
}

const RULE = '11.1.5';
const LOWEST = 1;
const HIGHEST = 100;

export function barrageDelayModifiers(charts: BarrageDelayCharts, input: BarrageDelayInput): BarrageDelayModifiers {
  const applied: AppliedModifier[] = [];
  if (input.call !== 'pre-planned') applied.push(modifierRow(charts.barrageDelayModifiers, input.call));
  if (input.hqWithSightingBattalion) applied.push(modifierRow(charts.barrageDelayModifiers, 'hq-with-sighting-battalion'));
  const scoreModifier = applied.reduce((s, m) => s + m.modifier, 0);
  return { applied, scoreModifier, rollModifier: -scoreModifier };
}

/** The chart row whose band, in the quality's column, holds a roll already held to 1..100. */
function rowFor(charts: BarrageDelayCharts, quality: Quality, readAs: number) {
  const row = charts.barrageDelay.rows.find((r) => r[quality].from <= readAs && readAs <= r[quality].to);
  if (!row) throw new Error(`gbww2/barrage-delay has no ${quality} band holding ${readAs}`);
  return row;
}

export const readBarrageRoll = (modified: number): number => Math.min(HIGHEST, Math.max(LOWEST, modified));

/** What a pre-planned barrage gets instead of a roll. */
export const PRE_PLANNED_FINDING: Finding = {
  code: 'pre-planned-no-roll',
  severity: 'info',
  message: 'Pre-planned fire arrives on the turn it was scheduled for, with no roll, and cannot be cancelled.',
  rule: RULE,
  path: 'call',
};

export interface BarrageDelayResult {
  roll: number;
  /** Roll plus the roll modifier. */
  modified: number;
  /** The modified roll held to the chart, 01..00. */
  readAs: number;
  delayTurns: number;
  rowId: string;
  rowName: string;
  /** The band of the quality column that holds readAs. */
  band: { from: number; to: number };
  message: string;
}

export type BarrageDelayOutcome =
  { scheduled: true; findings: Finding[] } | ({ scheduled: false; findings: Finding[] } & BarrageDelayResult);

/** Reads one percentile roll (1–100, 100 for "00"). */
export function barrageDelay(charts: BarrageDelayCharts, input: BarrageDelayInput, roll: number): BarrageDelayOutcome {
  if (!isPercentile(roll)) throw new RangeError(`a percentile roll is a whole number from 1 to 100, got ${roll}`);
  if (input.call === 'pre-planned') return { scheduled: true, findings: [PRE_PLANNED_FINDING] };
  const { applied, rollModifier } = barrageDelayModifiers(charts, input);
  const modified = roll + rollModifier;
  const readAs = readBarrageRoll(modified);
  const row = rowFor(charts, input.quality, readAs);
  const steps = applied
    .filter((m) => m.modifier !== 0)
    .map((m) => ` ${-m.modifier > 0 ? '+' : '−'} ${Math.abs(m.modifier)} (${m.name})`)
    .join('');
  const held = readAs !== modified ? ` (read as ${formatPercentile(readAs)})` : '';
  const band = { from: row[input.quality].from, to: row[input.quality].to };
  const outcome = row.delayTurns === 0 ? 'the barrage arrives immediately' : `the barrage arrives ${row.name} late`;
  return {
    scheduled: false,
    findings: [],
    roll,
    modified,
    readAs,
    delayTurns: row.delayTurns,
    rowId: row.id,
    rowName: row.name,
    band,
    message: `Rolled ${formatPercentile(roll)}${steps}${steps ? ` = ${modified}` : ''}${held}: in the ${QUALITY_LABELS[input.quality]} column that is ${formatPercentile(band.from)}–${formatPercentile(band.to)}, so ${outcome}.`,
  };
}

export interface DelayOdds extends Probability {
  delayTurns: number;
  rowId: string;
  name: string;
}

/** The exact chance of each delay; empty for pre-planned fire, which does not roll. Sums to exactly 1 otherwise. */
export function barrageDelayOdds(charts: BarrageDelayCharts, input: BarrageDelayInput): DelayOdds[] {
  if (input.call === 'pre-planned') return [];
  const { rollModifier } = barrageDelayModifiers(charts, input);
  const byRow: Distribution<string> = mapOutcomes(
    percentileRolls,
    (roll) => rowFor(charts, input.quality, readBarrageRoll(roll + rollModifier)).id,
  );
  return charts.barrageDelay.rows.map((row) => {
    const p = byRow.find((w) => w.value === row.id)?.probability ?? ZERO;
    return { delayTurns: row.delayTurns, rowId: row.id, name: row.name, ...describeProbability(p) };
  });
}

/** Rolls the dice (random in [0, 1)) and reads the result. */
export const rollBarrageDelay = (charts: BarrageDelayCharts, input: BarrageDelayInput, random: () => number): BarrageDelayOutcome =>
  barrageDelay(charts, input, rollPercentile(random));
