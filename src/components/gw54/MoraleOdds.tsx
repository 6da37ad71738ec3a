/** The Great War in 54mm morale test odds: UI state only; every number comes from src/lib/gw54. */
import { CheckField, NumberField } from '../shared/Fields.tsx';
import { useMemo } from 'react';
import { useForm } from '../shared/useForm.ts';
import { initialMoraleOddsForm, readMoraleOddsForm, type MoraleOddsForm } from '../../lib/gw54/moraleOddsForm.ts';
import { OddsTable } from '../shared/OddsTable.tsx';
import '../shared/controls.css';
import '../shared/calc/calc.css';

export default function MoraleOdds() {
  const { form, field } = useForm<MoraleOddsForm>(initialMoraleOddsForm);
  const { figures: parsed, odds, test, casualties } = useMemo(() => readMoraleOddsForm(form), [form]);

  return (
    <form className="calc gw-calc" aria-label="Morale test odds" onSubmit={(e) => e.preventDefault()}>
      <fieldset>
        <legend>The unit</legend>
        <NumberField
          {...field('figures')}
          family="calc"
          label="Figures left in the unit (count the officer too)"
          min={1}
          max={99}
          error={parsed.ok ? null : parsed.message}
        />
        <CheckField {...field('officer')} family="calc" label="The unit has its officer (+1)" />
      </fieldset>

      <div className="calc-result" aria-live="polite" data-testid="morale-odds">
        {odds && (
          <>
            <p>Roll a D10: the unit passes on {odds.target >= 10 ? 'any roll' : `${odds.target} or less`}.</p>
            <p className="calc-big" data-testid="morale-pass">
              Pass: {odds.pass.percent} ({odds.pass.fraction})
            </p>
            <p>
              Fail: {odds.fail.percent} ({odds.fail.fraction}). A first failure pins the unit; a pinned unit that fails again runs.
            </p>
            {test && <OddsTable caption="Chance to pass, with the officer and without" choices={test} testId="morale-test" />}
            {casualties && (
              <OddsTable
                caption="Casualties when the test is forced by an artillery bombardment"
                choices={[casualties]}
                orBetterHeading="At least this many"
                meanLabel="Average casualties"
                testId="morale-casualties"
              />
            )}
          </>
        )}
      </div>
    </form>
  );
}
