/** The Great War in 54mm morale test odds: UI state only; every number comes from src/lib/gw54. */
import { CheckField, NumberField } from '../shared/Fields.tsx';
import { useId, useMemo } from 'react';
import { useForm } from '../shared/useForm.ts';
import { initialMoraleOddsForm, readMoraleOddsForm, type MoraleOddsForm } from '../../lib/gw54/moraleOddsForm.ts';
import { OddsTable } from '../shared/OddsTable.tsx';
import '../shared/controls.css';
import '../shared/calc/calc.css';

export default function MoraleOdds() {
  const id = useId();
  const { form, set } = useForm<MoraleOddsForm>(initialMoraleOddsForm);
  const { figures, officer } = form;
  const { figures: parsed, odds, test, casualties } = useMemo(() => readMoraleOddsForm(form), [form]);

  return (
    <form className="calc gw-calc" aria-label="Morale test odds" onSubmit={(e) => e.preventDefault()}>
      <fieldset>
        <legend>The unit</legend>
        <NumberField
          family="calc"
          id={`${id}-figures`}
          label="Figures left in the unit (count the officer too)"
          min={1}
          max={99}
          value={figures}
          onChange={(v) => set('figures', v)}
        />
        <CheckField
          family="calc"
          id={`${id}-officer`}
          label="The unit has its officer (+1)"
          checked={officer}
          onChange={(v) => set('officer', v)}
        />
      </fieldset>

      <div className="calc-result" aria-live="polite" data-testid="morale-odds">
        {!parsed.ok && (
          <p className="calc-error" role="alert">
            {parsed.message}
          </p>
        )}
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
