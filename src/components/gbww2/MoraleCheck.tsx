/** Great Battles of WWII morale check (chart 10): UI state only; every number comes from src/lib/gbww2. */
import { CheckField, NumberField, SelectField } from '../shared/Fields.tsx';
import { signed } from '../../lib/numbers/wording.ts';
import { useMemo } from 'react';
import type { MoralePosition, MoraleWeather } from '../../lib/gbww2/moraleCheck.ts';
import { initialMoraleCheckForm, readMoraleCheckForm, type MoraleCheckForm } from '../../lib/gbww2/moraleCheckForm.ts';
import type { MoraleCharts } from '../../lib/gbww2/charts.ts';
import { OddsTable } from '../shared/OddsTable.tsx';
import { PercentileRoll } from './PercentileRoll.tsx';
import { QUALITY_OPTIONS } from '../../lib/gbww2/quality.ts';
import Findings from '../shared/Findings.tsx';
import { unlinkedRule } from '../../lib/ruleLink.ts';
import '../shared/controls.css';
import '../shared/calc/calc.css';
import { useForm } from '../shared/useForm.ts';

const POSITIONS: [MoralePosition, string][] = [
  ['open', 'Open (no cover)'],
  ['soft-cover', 'Soft cover'],
  ['crestline', 'Crestline'],
  ['hard-cover', 'Hard cover'],
  ['bunker', 'Bunker'],
];
const WEATHER: [MoraleWeather, string][] = [
  ['clear', 'Clear'],
  ['overcast', 'Overcast'],
  ['drizzle', 'Drizzle'],
  ['fog-or-rain', 'Fog or rain'],
];

/** `charts`: the morale count chart and its modifiers, read by the page from the tables collection (MoraleCheckCalculator.astro). */
export default function MoraleCheck({ charts }: { charts: MoraleCharts }) {
  const { form, field } = useForm<MoraleCheckForm>(initialMoraleCheckForm);
  const { errors, input, check, choices, roll: typedRoll, rollResult } = useMemo(() => readMoraleCheckForm(charts, form), [charts, form]);

  return (
    <form className="calc gw-calc" aria-label="Morale check" onSubmit={(e) => e.preventDefault()}>
      <fieldset>
        <legend>The battalion</legend>
        <NumberField {...field('stands')} family="calc" label="Stands at the start of the day (1–8)" min={1} max={8} />
        <NumberField {...field('suppressed')} family="calc" label="Suppressed stands (count 1 each)" min={0} max={8} />
        <NumberField {...field('eliminated')} family="calc" label="Eliminated stands (count 2 each)" min={0} max={8} />
        <SelectField {...field('position')} family="calc" label="Best position held by at least one stand" options={POSITIONS} />
        <SelectField {...field('weather')} family="calc" label="Weather" options={WEATHER} />
        <CheckField {...field('farFromCOps')} family="calc" label={'At least one stand is more than 12" from its C Ops'} />
        <CheckField {...field('useQuality')} family="calc" label="Use the optional quality variant" />
        {form.useQuality && <SelectField {...field('quality')} family="calc" label="Battalion quality" options={QUALITY_OPTIONS} />}
      </fieldset>

      <div className="calc-result" aria-live="polite" data-testid="morale-result">
        {errors.map((m) => (
          <p key={m} className="calc-error" role="alert">
            {m}
          </p>
        ))}
        {check && (
          <>
            <p>
              Morale count: <strong>{check.count}</strong> ({input?.suppressed} suppressed + 2 × {input?.eliminated} eliminated)
            </p>
            {check.count > 0 && (
              <>
                <p>Chart score: {check.chartScore === null ? 'none (the chart has no score here)' : check.chartScore}</p>
                {check.applied.length > 0 && (
                  <ul className="calc-steps" aria-label="Score modifiers">
                    {check.applied.map((m) => (
                      <li key={m.id}>
                        {m.name}: {signed(m.modifier)}
                      </li>
                    ))}
                  </ul>
                )}
                <p className="calc-big" data-testid="morale-score">
                  {check.score === null ? 'No score: the check fails' : `Roll ${check.score} or less on percentile dice`}
                </p>
              </>
            )}
            <p data-testid="morale-chance">
              Chance to pass: <strong>{check.pass.fraction}</strong> ({check.pass.percent})
            </p>
            {choices && (
              <OddsTable caption="Chance of passing, as set and with the other C Ops choice" choices={choices} testId="morale-odds-table" />
            )}
            <Findings links={unlinkedRule} findings={check.findings} />
            {check.readings.map((r) => (
              <p key={r.id} className="calc-finding" data-reading={r.id}>
                <strong>
                  How we read {r.rule}: {r.title}.
                </strong>{' '}
                {r.explanation} <em>Other reading:</em> {r.alternative}
              </p>
            ))}
          </>
        )}
      </div>

      {check && check.count > 0 && <PercentileRoll {...field('rollText')} />}
      <div aria-live="polite" data-testid="morale-roll">
        {typedRoll && !typedRoll.ok && <p className="calc-error">{typedRoll.message}</p>}
        {rollResult && <p className="calc-big">{rollResult.message}</p>}
      </div>
    </form>
  );
}
