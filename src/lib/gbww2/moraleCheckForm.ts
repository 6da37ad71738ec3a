/**
 * The morale check page's form (chart 10, rule 15.0): the counts as typed, read with one sentence per bad
 * field, then the engine's check, the odds beside the same check with the other C Ops choice (a stand more
 * than 12" from its C Ops changes the score), and a typed roll. The page keeps only the form.
 */
import { compareOdds, passOrFailOdds, type OddsChoice } from '../dice/oddsView.ts';
import { parseWholeNumber } from '../forms/wholeNumber.ts';
import {
  moraleCheck,
  moraleRoll,
  type MoraleCheck,
  type MoraleCheckInput,
  type MoralePosition,
  type MoraleRoll,
  type MoraleWeather,
} from './moraleCheck.ts';
import type { MoraleCharts } from './charts.ts';
import { parsePercentile, type ParsedPercentile } from './percentile.ts';
import type { Quality } from './quality.ts';

export interface MoraleCheckForm {
  stands: string;
  suppressed: string;
  eliminated: string;
  position: MoralePosition;
  farFromCOps: boolean;
  weather: MoraleWeather;
  useQuality: boolean;
  quality: Quality;
  rollText: string;
}

export const initialMoraleCheckForm: MoraleCheckForm = {
  stands: '6',
  suppressed: '1',
  eliminated: '1',
  position: 'open',
  farFromCOps: false,
  weather: 'clear',
  useQuality: false,
  quality: 'average',
  rollText: '',
};

export interface MoraleCheckView {
  /** One sentence per field that is not a number in its range. */
  errors: string[];
  input: MoraleCheckInput | null;
  check: MoraleCheck | null;
  /** Pass and fail as set, beside the same check with the other C Ops choice; null without a check to roll. */
  choices: [OddsChoice, OddsChoice] | null;
  roll: ParsedPercentile | null;
  rollResult: MoraleRoll | null;
}

const copsLabel = (far: boolean) => (far ? 'A stand beyond 12″ of its C Ops' : 'Every stand within 12″ of its C Ops');

export function readMoraleCheckForm(charts: MoraleCharts, form: MoraleCheckForm): MoraleCheckView {
  const stands = parseWholeNumber(form.stands, 'Stands at the start of the day', 1, 8);
  const suppressed = parseWholeNumber(form.suppressed, 'Suppressed stands', 0, 8);
  const eliminated = parseWholeNumber(form.eliminated, 'Eliminated stands', 0, 8);
  const errors = [stands, suppressed, eliminated].flatMap((p) => (p.ok ? [] : [p.message]));
  if (!stands.ok || !suppressed.ok || !eliminated.ok)
    return { errors, input: null, check: null, choices: null, roll: null, rollResult: null };
  const input: MoraleCheckInput = {
    standsAtStartOfDay: stands.value,
    suppressed: suppressed.value,
    eliminated: eliminated.value,
    position: form.position,
    beyond12FromCOps: form.farFromCOps,
    weather: form.weather,
    qualityVariant: form.useQuality ? form.quality : null,
  };
  const check = moraleCheck(charts, input);
  const other = moraleCheck(charts, { ...input, beyond12FromCOps: !form.farFromCOps });
  const rolls = check.count > 0;
  const roll = rolls && form.rollText.trim() !== '' ? parsePercentile(form.rollText) : null;
  return {
    errors,
    input,
    check,
    choices: rolls
      ? compareOdds(
          { label: `${copsLabel(form.farFromCOps)} (as set)`, odds: passOrFailOdds(check) },
          { label: copsLabel(!form.farFromCOps), odds: passOrFailOdds(other) },
        )
      : null,
    roll,
    rollResult: roll?.ok ? moraleRoll(check, roll.value) : null,
  };
}
