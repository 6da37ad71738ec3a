/**
 * The barrage delay page's form (chart 4, rule 11.1.5): the choices and the typed roll, read into the
 * engine's modifiers, odds and result. The HQ changes the odds, so the table shows the barrage without
 * and with an HQ at the spotting battalion side by side. The page keeps only the form.
 */
import { compareOdds, oddsOf, type OddsChoice } from '../dice/oddsView.ts';
import {
  barrageDelay,
  barrageDelayModifiers,
  barrageDelayOdds,
  type BarrageDelayInput,
  type BarrageDelayModifiers,
  type BarrageDelayOutcome,
  type CallType,
} from './barrageDelay.ts';
import type { BarrageDelayCharts } from './charts.ts';
import { parsePercentile, type ParsedPercentile } from './percentile.ts';
import type { Quality } from './quality.ts';

export interface BarrageDelayForm {
  quality: Quality;
  call: CallType;
  hq: boolean;
  /** The percentile roll as typed ("55", "00"); empty until rolled. */
  rollText: string;
}

export const initialBarrageDelayForm: BarrageDelayForm = { quality: 'average', call: 'on-call', hq: false, rollText: '' };

export interface BarrageDelayView {
  input: BarrageDelayInput;
  modifiers: BarrageDelayModifiers;
  /** Without and with an HQ, delays from immediate to three turns; null for pre-planned fire, which does not roll. */
  choices: [OddsChoice, OddsChoice] | null;
  /** Null while the roll field is empty, and for pre-planned fire. */
  roll: ParsedPercentile | null;
  outcome: BarrageDelayOutcome | null;
}

/** The delays from the chart's first row (immediate, the best) to its last, each with its number of turns. */
function delayOdds(charts: BarrageDelayCharts, input: BarrageDelayInput) {
  return oddsOf(
    barrageDelayOdds(charts, input).map((o) => ({ key: o.rowId, label: o.name, probability: o.probability, value: o.delayTurns })),
    { order: 'best-first' },
  );
}

export function readBarrageDelayForm(charts: BarrageDelayCharts, form: BarrageDelayForm): BarrageDelayView {
  const input: BarrageDelayInput = {
    quality: form.quality,
    call: form.call,
    hqWithSightingBattalion: form.call !== 'pre-planned' && form.hq,
  };
  const rolls = form.call !== 'pre-planned';
  const roll = rolls && form.rollText.trim() !== '' ? parsePercentile(form.rollText) : null;
  return {
    input,
    modifiers: barrageDelayModifiers(charts, input),
    choices: rolls
      ? compareOdds(
          { label: 'Without an HQ', odds: delayOdds(charts, { ...input, hqWithSightingBattalion: false }) },
          { label: 'With an HQ', odds: delayOdds(charts, { ...input, hqWithSightingBattalion: true }) },
        )
      : null,
    roll,
    outcome: roll?.ok ? barrageDelay(charts, input, roll.value) : null,
  };
}
