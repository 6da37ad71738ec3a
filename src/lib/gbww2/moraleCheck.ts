/**
 * Great Battles of WWII chart 10 (rule 15.0), the morale check: a battalion that took suppressions
 * (1 each) or eliminations (2 each) cross-indexes that count with the stands it had at the start of the
 * day, adds the score modifiers and must roll the score or less on percentile dice.
 */
import { fraction, describeProbability, type Probability } from '../numbers/fraction.ts';
import type { Finding } from '../findings.ts';
import { modifierRow, type AppliedModifier, type MoraleCharts } from './charts.ts';
import { formatPercentile, isPercentile } from './percentile.ts';
import type { Quality } from './quality.ts';
import type { Reading } from '../reading.ts';
import { MORALE_COUNT_ABOVE_TEN_FAILS } from './readings.ts';

/** The best position held by at least one of the battalion's stands. */
export type MoralePosition = 'open' | 'soft-cover' | 'crestline' | 'hard-cover' | 'bunker';
/** Clear and overcast days carry no modifier. */
export type MoraleWeather = 'clear' | 'overcast' | 'drizzle' | 'fog-or-rain';

export interface MoraleCheckInput {
  /** Stands in the battalion at the start of the day (the chart's columns, 1–8). */
  standsAtStartOfDay: number;
  /** Stands suppressed: 1 each to the count. */
  suppressed: number;
  /** Stands eliminated: 2 each to the count. */
  eliminated: number;
  position: MoralePosition;
  /** At least one stand is more than 12" from its C Ops. */
  beyond12FromCOps: boolean;
  weather: MoraleWeather;
  /** The optional quality variant: the battalion's quality, or null to play the stock charts. */
  qualityVariant: Quality | null;
}

export interface MoraleCheck {
  /** Suppressed + 2 × eliminated. */
  count: number;
  /** The morale-count row read ("count-3"), or null off the chart. */
  rowId: string | null;
  /** The chart's score before modifiers; null where the chart has "-" or no cell. */
  chartScore: number | null;
  applied: AppliedModifier[];
  /** Sum of the applied score modifiers. */
  modifierTotal: number;
  /** Chart score plus modifiers; null when there is no chart score. */
  score: number | null;
  /** Chance of passing: the score over 100, held to 0..1. */
  pass: Probability;
  fail: Probability;
  findings: Finding[];
  /** MORALE_COUNT_ABOVE_TEN_FAILS when the count is past the chart's last row, else empty. */
  readings: Reading[];
}

const RULE = '15.0';

function checkCount(value: number, field: string): void {
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`${field} must be a whole number ≥ 0, got ${value}`);
}

/** The score modifiers that apply: the single best cover position (our reading), C Ops distance, weather, quality. */
export function moraleModifiers(
  charts: MoraleCharts,
  input: Pick<MoraleCheckInput, 'position' | 'beyond12FromCOps' | 'weather' | 'qualityVariant'>,
): AppliedModifier[] {
  const applied: AppliedModifier[] = [];
  // The chart lists each position for "1 or more stands"; we apply only the best one held, since a
  // battalion spread over several kinds of cover is not safer than one wholly in the best of them.
  if (input.position !== 'open') applied.push(modifierRow(charts.moraleModifiers, input.position));
  if (input.beyond12FromCOps) applied.push(modifierRow(charts.moraleModifiers, 'not-within-12-of-c-ops'));
  if (input.weather === 'drizzle' || input.weather === 'fog-or-rain') applied.push(modifierRow(charts.moraleModifiers, input.weather));
  // Average troops have no quality row: the variant leaves them unmodified.
  if (input.qualityVariant && input.qualityVariant !== 'average') applied.push(modifierRow(charts.moraleModifiers, input.qualityVariant));
  return applied;
}

/** The score to pass, from the chart and the modifiers, with its exact chance. */
export function moraleCheck(charts: MoraleCharts, input: MoraleCheckInput): MoraleCheck {
  // The chart's columns: battalions of 1 to this many stands at the start of the day.
  const columns = Object.keys(charts.moraleCount.rows[0]!.byStands).length;
  checkCount(input.standsAtStartOfDay, 'standsAtStartOfDay');
  checkCount(input.suppressed, 'suppressed');
  checkCount(input.eliminated, 'eliminated');
  const findings: Finding[] = [];
  const count = input.suppressed + 2 * input.eliminated;
  const applied = moraleModifiers(charts, input);
  const modifierTotal = applied.reduce((s, m) => s + m.modifier, 0);

  if (input.suppressed + input.eliminated > input.standsAtStartOfDay) {
    findings.push({
      code: 'more-hits-than-stands',
      severity: 'error',
      message: `${input.suppressed + input.eliminated} stands are suppressed or eliminated, but the battalion began the day with ${input.standsAtStartOfDay}.`,
      rule: RULE,
      path: 'suppressed',
    });
  }
  if (count === 0) {
    findings.push({
      code: 'no-check-needed',
      severity: 'info',
      message: 'A battalion with no suppressions or eliminations does not check morale.',
      rule: RULE,
    });
  }

  const offChart = input.standsAtStartOfDay < 1 || input.standsAtStartOfDay > columns;
  if (offChart) {
    findings.push({
      code: 'stands-off-chart',
      severity: 'error',
      message: `The morale count chart covers battalions of 1 to ${columns} stands at the start of the day, not ${input.standsAtStartOfDay}.`,
      rule: RULE,
      path: 'standsAtStartOfDay',
    });
  }
  const row = count > 0 && !offChart ? charts.moraleCount.rows.find((r) => r.count === count) : undefined;
  if (count > 0 && !offChart && !row) {
    findings.push({
      code: 'count-off-chart',
      severity: 'warning',
      message: `The chart stops at a count of ${charts.moraleCount.rows.length}; we read a count of ${count} as having no score, so the check fails whatever the modifiers (the other reading uses the row for ${charts.moraleCount.rows.length}).`,
      rule: RULE,
      path: 'suppressed',
    });
  }
  const chartScore = row ? (row.byStands[String(input.standsAtStartOfDay) as `${number}`] ?? null) : null;
  if (row && chartScore === null) {
    findings.push({
      code: 'no-score',
      severity: 'warning',
      message: `The chart gives no score ("-") for a count of ${count} with ${input.standsAtStartOfDay} stands; we read that as a failed check whatever the modifiers.`,
      rule: RULE,
    });
  }

  const score = chartScore === null ? null : chartScore + modifierTotal;
  const held = count === 0 ? 100 : score === null ? 0 : Math.min(100, Math.max(0, score));
  return {
    count,
    rowId: row?.id ?? null,
    chartScore,
    applied,
    modifierTotal,
    score,
    pass: describeProbability(fraction(held, 100)),
    fail: describeProbability(fraction(100 - held, 100)),
    findings,
    readings: count > 0 && !offChart && !row ? [MORALE_COUNT_ABOVE_TEN_FAILS] : [],
  };
}

export interface MoraleRoll {
  roll: number;
  passed: boolean;
  message: string;
}

/** Reads one percentile roll (1–100, 100 for "00") against a check already worked out. */
export function moraleRoll(check: MoraleCheck, roll: number): MoraleRoll {
  if (!isPercentile(roll)) throw new RangeError(`a percentile roll is a whole number from 1 to 100, got ${roll}`);
  const shown = formatPercentile(roll);
  if (check.count === 0) return { roll, passed: true, message: 'No check is needed.' };
  if (check.score === null)
    return { roll, passed: false, message: `Rolled ${shown}: there is no score to roll under, so the check fails.` };
  if (check.score < 1)
    return { roll, passed: false, message: `Rolled ${shown}: the modified score is ${check.score}, below any roll, so the check fails.` };
  const passed = roll <= check.score;
  return {
    roll,
    passed,
    message: passed
      ? `Rolled ${shown}, needing ${check.score} or less: passed.`
      : `Rolled ${shown}, needing ${check.score} or less: failed. The stands retreat 3" and go to ground.`,
  };
}
