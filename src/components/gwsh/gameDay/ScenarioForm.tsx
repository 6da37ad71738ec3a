/** The scenario generator's inputs (GWSH 2.0, 4.1): nations, year period, theatre and battlefield. */
import { CheckField, NumberField, SelectField, TextField } from '../../shared/Fields.tsx';
import { periodLabel, theatres, yearPeriods } from '#src/lib/gwsh/yearPeriod.ts';
import type { ScenarioFormState } from '#src/lib/gwsh/scenario/scenarioForm.ts';
import { frontNames } from '#src/lib/gwsh/front.ts';
import { NationField } from './NationField.tsx';
import type { NationsTable } from '#src/lib/gwsh/nationNames.ts';
import { fieldBinder, fieldSetter } from '../../shared/useForm.ts';

interface Props {
  id: string;
  value: ScenarioFormState;
  onChange: (next: ScenarioFormState) => void;
  potentialError: string | null;
  nations: NationsTable;
}

const periodOptions = yearPeriods.map((p) => [p, periodLabel(p)] as const);
const theatreOptions = theatres.map((t) => [t, frontNames[t]] as const);

export function ScenarioForm({ id, value, onChange, potentialError, nations }: Props) {
  const field = fieldBinder(id, value, fieldSetter(value, onChange));
  return (
    <fieldset className="gd-noprint">
      <legend>The game</legend>
      <div className="gd-grid">
        <TextField {...field('playerA')} label="Player A (optional)" />
        <NationField {...field('a')} label="Player A's nation" nations={nations} />
        <TextField {...field('playerB')} label="Player B (optional)" />
        <NationField {...field('b')} label="Player B's nation" nations={nations} />
        <SelectField {...field('period')} label="Year" options={periodOptions} />
        <SelectField {...field('theatre')} label="Theatre" options={theatreOptions} />
        <CheckField {...field('desert')} label="Desert battlefield" />
        {value.desert && (
          <NumberField {...field('potential')} label="Potential objectives placed (0–6)" min={0} max={6} error={potentialError} />
        )}
      </div>
    </fieldset>
  );
}
