/** Great Battles of WWII morale check (chart 10): UI state only; every number comes from src/lib/gbww2. */
import { signed } from '../../lib/numbers/signed.ts';
import { useId, useMemo, useState } from 'react';
import type { MoralePosition, MoraleWeather } from '../../lib/gbww2/moraleCheck.ts';
import { initialMoraleCheckForm, readMoraleCheckForm, type MoraleCheckForm } from '../../lib/gbww2/moraleCheckForm.ts';
import { OddsTable } from '../shared/OddsTable.tsx';
import { PercentileRoll } from './PercentileRoll.tsx';
import { QUALITIES, QUALITY_LABELS, isQuality } from '../../lib/gbww2/quality.ts';
import Findings from '../shared/Findings.tsx';
import '../shared/controls.css';
import '../calc/calc.css';

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
  const [form, setForm] = useState<MoraleCheckForm>(initialMoraleCheckForm);
  const set = <K extends keyof MoraleCheckForm>(key: K, value: MoraleCheckForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const { stands, suppressed, eliminated, position, farFromCOps, weather, useQuality, quality, rollText } = form;
  const { errors, input, check, choices, roll: typedRoll, rollResult } = useMemo(() => readMoraleCheckForm(form), [form]);

  return (
    <form className="calc gw-calc" aria-label="Morale check" onSubmit={(e) => e.preventDefault()}>
      <fieldset>
        <legend>The battalion</legend>
        <div className="calc-field">
          <label htmlFor={`${id}-stands`}>Stands at the start of the day (1–8)</label>
          <input id={`${id}-stands`} type="number" inputMode="numeric" min={1} max={8} value={stands} onChange={(e) => set('stands', e.target.value)} />
        </div>
        <div className="calc-field">
          <label htmlFor={`${id}-suppressed`}>Suppressed stands (count 1 each)</label>
          <input id={`${id}-suppressed`} type="number" inputMode="numeric" min={0} max={8} value={suppressed} onChange={(e) => set('suppressed', e.target.value)} />
        </div>
        <div className="calc-field">
          <label htmlFor={`${id}-eliminated`}>Eliminated stands (count 2 each)</label>
          <input id={`${id}-eliminated`} type="number" inputMode="numeric" min={0} max={8} value={eliminated} onChange={(e) => set('eliminated', e.target.value)} />
        </div>
        <div className="calc-field">
          <label htmlFor={`${id}-position`}>Best position held by at least one stand</label>
          <select id={`${id}-position`} value={position} onChange={(e) => set('position', e.target.value as MoralePosition)}>
            {POSITIONS.map(([value, label]) => (
              <option key={value} value={value}>{label}</option>
            ))}
          </select>
        </div>
        <div className="calc-field">
          <label htmlFor={`${id}-weather`}>Weather</label>
          <select id={`${id}-weather`} value={weather} onChange={(e) => set('weather', e.target.value as MoraleWeather)}>
            {WEATHER.map(([value, label]) => (
              <option key={value} value={value}>{label}</option>
            ))}
          </select>
        </div>
        <div className="calc-check">
          <input id={`${id}-cops`} type="checkbox" checked={farFromCOps} onChange={(e) => set('farFromCOps', e.target.checked)} />
          <label htmlFor={`${id}-cops`}>At least one stand is more than 12" from its C Ops</label>
        </div>
        <div className="calc-check">
          <input id={`${id}-variant`} type="checkbox" checked={useQuality} onChange={(e) => set('useQuality', e.target.checked)} />
          <label htmlFor={`${id}-variant`}>Use the optional quality variant</label>
        </div>
        {useQuality && (
          <div className="calc-field">
            <label htmlFor={`${id}-quality`}>Battalion quality</label>
            <select id={`${id}-quality`} value={quality} onChange={(e) => isQuality(e.target.value) && set('quality', e.target.value)}>
              {QUALITIES.map((q) => (
                <option key={q} value={q}>{QUALITY_LABELS[q]}</option>
              ))}
            </select>
          </div>
        )}
      </fieldset>

      <div className="calc-result" aria-live="polite" data-testid="morale-result">
        {errors.map((m) => (
          <p key={m} className="calc-error" role="alert">{m}</p>
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
            {choices && <OddsTable caption="Chance of passing, as set and with the other C Ops choice" choices={choices} testId="morale-odds-table" />}
            <Findings system="gbww2" findings={check.findings} />
            {check.readings.map((r) => (
              <p key={r.id} className="calc-finding" data-reading={r.id}>
                <strong>How we read {r.rule}: {r.title}.</strong> {r.explanation} <em>Other reading:</em> {r.alternative}
              </p>
            ))}
          </>
        )}
      </div>

      {check && check.count > 0 && (
        <PercentileRoll id={`${id}-roll`} value={rollText} onChange={(v) => set('rollText', v)} />
      )}
      <div aria-live="polite" data-testid="morale-roll">
        {typedRoll && !typedRoll.ok && <p className="calc-error">{typedRoll.message}</p>}
        {rollResult && <p className="calc-big">{rollResult.message}</p>}
      </div>
    </form>
  );
}
