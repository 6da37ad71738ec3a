/** Great Battles of WWII morale check (chart 10): UI state only; every number comes from src/lib/gbww2. */
import { CheckField, NumberField, SelectField } from '../shared/Fields.tsx';
import { signed } from '../../lib/numbers/signed.ts';
import { useId, useMemo } from 'react';
import type { MoralePosition, MoraleWeather } from '../../lib/gbww2/moraleCheck.ts';
import { initialMoraleCheckForm, readMoraleCheckForm, type MoraleCheckForm } from '../../lib/gbww2/moraleCheckForm.ts';
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

export default function MoraleCheck() {
  const id = useId();
  const { form, set } = useForm<MoraleCheckForm>(initialMoraleCheckForm);
  const { stands, suppressed, eliminated, position, farFromCOps, weather, useQuality, quality, rollText } = form;
  const { errors, input, check, choices, roll: typedRoll, rollResult } = useMemo(() => readMoraleCheckForm(form), [form]);

  return (
    <form className="calc gw-calc" aria-label="Morale check" onSubmit={(e) => e.preventDefault()}>
      <fieldset>
        <legend>The battalion</legend>
        <NumberField
          family="calc"
          id={`${id}-stands`}
          label="Stands at the start of the day (1–8)"
          min={1}
          max={8}
          value={stands}
          onChange={(v) => set('stands', v)}
        />
        <NumberField
          family="calc"
          id={`${id}-suppressed`}
          label="Suppressed stands (count 1 each)"
          min={0}
          max={8}
          value={suppressed}
          onChange={(v) => set('suppressed', v)}
        />
        <NumberField
          family="calc"
          id={`${id}-eliminated`}
          label="Eliminated stands (count 2 each)"
          min={0}
          max={8}
          value={eliminated}
          onChange={(v) => set('eliminated', v)}
        />
        <SelectField
          family="calc"
          id={`${id}-position`}
          label="Best position held by at least one stand"
          value={position}
          options={POSITIONS}
          onChange={(v) => set('position', v)}
        />
        <SelectField
          family="calc"
          id={`${id}-weather`}
          label="Weather"
          value={weather}
          options={WEATHER}
          onChange={(v) => set('weather', v)}
        />
        <CheckField
          family="calc"
          id={`${id}-cops`}
          label={'At least one stand is more than 12" from its C Ops'}
          checked={farFromCOps}
          onChange={(v) => set('farFromCOps', v)}
        />
        <CheckField
          family="calc"
          id={`${id}-variant`}
          label="Use the optional quality variant"
          checked={useQuality}
          onChange={(v) => set('useQuality', v)}
        />
        {useQuality && (
          <SelectField
            family="calc"
            id={`${id}-quality`}
            label="Battalion quality"
            value={quality}
            options={QUALITY_OPTIONS}
            onChange={(q) => set('quality', q)}
          />
        )}
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

      {check && check.count > 0 && <PercentileRoll id={`${id}-roll`} value={rollText} onChange={(v) => set('rollText', v)} />}
      <div aria-live="polite" data-testid="morale-roll">
        {typedRoll && !typedRoll.ok && <p className="calc-error">{typedRoll.message}</p>}
        {rollResult && <p className="calc-big">{rollResult.message}</p>}
      </div>
    </form>
  );
}
