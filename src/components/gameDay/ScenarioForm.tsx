/** The scenario generator's inputs (GWSH 2.0, 4.1): nations, year period, theatre and battlefield. */
import { periodLabel, theatres, yearPeriods, type Theatre, type YearPeriod } from '../../lib/gwsh/yearPeriod.ts';
import type { ScenarioFormState } from '../../lib/gwsh/scenario/scenarioForm.ts';
import { frontNames } from '../../lib/gwsh/front.ts';
import { NationSelect } from './NationSelect.tsx';

interface Props {
  id: string;
  value: ScenarioFormState;
  onChange: (next: ScenarioFormState) => void;
  potentialError: string | null;
}

export function ScenarioForm({ id, value, onChange, potentialError }: Props) {
  const set = <K extends keyof ScenarioFormState>(key: K, v: ScenarioFormState[K]) => onChange({ ...value, [key]: v });
  return (
    <fieldset className="gd-noprint">
      <legend>The game</legend>
      <div className="gd-grid">
        <div className="gd-field">
          <label htmlFor={`${id}-a`}>Player A's nation</label>
          <NationSelect id={`${id}-a`} value={value.a} onChange={(n) => set('a', n)} />
        </div>
        <div className="gd-field">
          <label htmlFor={`${id}-b`}>Player B's nation</label>
          <NationSelect id={`${id}-b`} value={value.b} onChange={(n) => set('b', n)} />
        </div>
        <div className="gd-field">
          <label htmlFor={`${id}-period`}>Year</label>
          <select id={`${id}-period`} value={value.period} onChange={(e) => set('period', e.target.value as YearPeriod)}>
            {yearPeriods.map((p) => (
              <option key={p} value={p}>
                {periodLabel(p)}
              </option>
            ))}
          </select>
        </div>
        <div className="gd-field">
          <label htmlFor={`${id}-theatre`}>Theatre</label>
          <select id={`${id}-theatre`} value={value.theatre} onChange={(e) => set('theatre', e.target.value as Theatre)}>
            {theatres.map((t) => (
              <option key={t} value={t}>
                {frontNames[t]}
              </option>
            ))}
          </select>
        </div>
        <div className="gd-check">
          <input id={`${id}-desert`} type="checkbox" checked={value.desert} onChange={(e) => set('desert', e.target.checked)} />
          <label htmlFor={`${id}-desert`}>Desert battlefield</label>
        </div>
        {value.desert && (
          <div className="gd-field">
            <label htmlFor={`${id}-potential`}>Potential objectives placed (0–6)</label>
            <input
              id={`${id}-potential`}
              type="number"
              inputMode="numeric"
              min={0}
              max={6}
              value={value.potential}
              aria-invalid={potentialError ? true : undefined}
              aria-describedby={potentialError ? `${id}-potential-error` : undefined}
              onChange={(e) => set('potential', e.target.value)}
            />
            {potentialError && (
              <p id={`${id}-potential-error`} className="gd-error">
                {potentialError}
              </p>
            )}
          </div>
        )}
      </div>
    </fieldset>
  );
}
