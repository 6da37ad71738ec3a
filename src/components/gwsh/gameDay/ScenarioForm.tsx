/** The scenario generator's inputs (GWSH 2.0, 4.1): nations, year period, theatre and battlefield. */
import { CheckField, NumberField, SelectField } from '../../shared/Fields.tsx';
import { periodLabel, theatres, yearPeriods } from '../../../lib/gwsh/yearPeriod.ts';
import type { ScenarioFormState } from '../../../lib/gwsh/scenario/scenarioForm.ts';
import { frontNames } from '../../../lib/gwsh/front.ts';
import { NationSelect } from './NationSelect.tsx';
import { fieldSetter } from '../../shared/useForm.ts';

interface Props {
  id: string;
  value: ScenarioFormState;
  onChange: (next: ScenarioFormState) => void;
  potentialError: string | null;
}

export function ScenarioForm({ id, value, onChange, potentialError }: Props) {
  const set = fieldSetter(value, onChange);
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
        <SelectField
          id={`${id}-period`}
          label="Year"
          value={value.period}
          options={yearPeriods.map((p) => [p, periodLabel(p)] as const)}
          onChange={(p) => set('period', p)}
        />
        <SelectField
          id={`${id}-theatre`}
          label="Theatre"
          value={value.theatre}
          options={theatres.map((t) => [t, frontNames[t]] as const)}
          onChange={(t) => set('theatre', t)}
        />
        <CheckField id={`${id}-desert`} label="Desert battlefield" checked={value.desert} onChange={(v) => set('desert', v)} />
        {value.desert && (
          <NumberField
            id={`${id}-potential`}
            label="Potential objectives placed (0–6)"
            min={0}
            max={6}
            value={value.potential}
            error={potentialError}
            onChange={(v) => set('potential', v)}
          />
        )}
      </div>
    </fieldset>
  );
}
