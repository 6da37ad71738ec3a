/** Great Battles of WWII barrage delay (chart 4): UI state only; every number comes from src/lib/gbww2. */
import { CheckField, SelectField } from '../shared/Fields.tsx';
import { signed } from '../../lib/numbers/wording.ts';
import { useMemo } from 'react';
import { PRE_PLANNED_FINDING, type CallType } from '../../lib/gbww2/barrageDelay.ts';
import { initialBarrageDelayForm, readBarrageDelayForm, type BarrageDelayForm } from '../../lib/gbww2/barrageDelayForm.ts';
import type { BarrageDelayCharts } from '../../lib/gbww2/charts.ts';
import { OddsTable } from '../shared/OddsTable.tsx';
import { PercentileRoll } from './PercentileRoll.tsx';
import { QUALITY_OPTIONS } from '../../lib/gbww2/quality.ts';
import '../shared/controls.css';
import '../shared/calc/calc.css';
import { useForm } from '../shared/useForm.ts';

const CALLS: [CallType, string][] = [
  ['pre-planned', 'Pre-planned'],
  ['pre-registered', 'Pre-registered'],
  ['on-call', 'On call'],
];

/** `charts`: chart 4 and its modifiers, read by the page from the tables collection (BarrageDelayCalculator.astro). */
export default function BarrageDelay({ charts }: { charts: BarrageDelayCharts }) {
  const { form, field } = useForm<BarrageDelayForm>(initialBarrageDelayForm);
  const { call } = form;
  const { modifiers, choices, roll: typedRoll, outcome } = useMemo(() => readBarrageDelayForm(charts, form), [charts, form]);

  return (
    <form className="calc gw-calc" aria-label="Barrage delay" onSubmit={(e) => e.preventDefault()}>
      <fieldset>
        <legend>The barrage</legend>
        <SelectField {...field('quality')} family="calc" label="Artillery quality" options={QUALITY_OPTIONS} />
        <SelectField {...field('call')} family="calc" label="How it was called" options={CALLS} />
        <CheckField {...field('hq')} family="calc" label="An HQ is with the spotting battalion" disabled={call === 'pre-planned'} />
      </fieldset>

      <div className="calc-result" aria-live="polite" data-testid="barrage-odds">
        {call === 'pre-planned' ? (
          <p className="calc-big">{PRE_PLANNED_FINDING.message}</p>
        ) : (
          <>
            <p>
              Score modifiers: {modifiers.applied.map((m) => `${m.name} ${signed(m.modifier)}`).join(', ')}. Total{' '}
              {signed(modifiers.scoreModifier)}, so{' '}
              {modifiers.rollModifier === 0 ? 'the roll is read as it falls.' : `${signed(modifiers.rollModifier)} to the roll.`}
            </p>
            {choices && (
              <OddsTable
                caption="Chance of each delay, without and with an HQ at the spotting battalion"
                choices={choices}
                orBetterHeading="This soon or sooner"
                meanLabel="Average delay in turns"
                testId="barrage-odds-table"
              />
            )}
          </>
        )}
      </div>

      {call !== 'pre-planned' && <PercentileRoll {...field('rollText')} />}
      <div aria-live="polite" data-testid="barrage-roll">
        {typedRoll && !typedRoll.ok && <p className="calc-error">{typedRoll.message}</p>}
        {outcome && !outcome.scheduled && <p className="calc-big">{outcome.message}</p>}
      </div>
    </form>
  );
}
