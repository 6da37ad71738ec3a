/**
 * GWSH 8.2.3 counter-battery fire: UI state only. The engine (counterBattery.ts) gives the modifiers for
 * the firing side, the exact chance of each effect before rolling, and the effect of a rolled or typed die.
 */
import { CheckField, NumberField, SelectField } from '../../shared/Fields.tsx';
import { rollD6From } from '#src/lib/dice/diceSources.ts';
import {
  counterBatteryFormFrom,
  initialCounterBatteryForm,
  readCounterBatteryForm,
  type CounterBatteryForm,
} from '#src/lib/gwsh/game/counterBatteryForm.ts';
import type { CounterBatteryTables } from '#src/lib/gwsh/game/counterBattery.ts';
import { useKeptForm } from './useKeptForm.ts';
import { storageKeys } from '#src/lib/site/storageKeys.ts';
import { signed } from '#src/lib/gwsh/scenario/strategicModifier.ts';
import { rowHref } from '#src/lib/data/links.ts';
import Findings from '../../shared/Findings.tsx';
import { findingTermCard } from '../findingTerm.tsx';
import { gwshRuleLink } from '#src/lib/gwsh/sections.ts';
import { ReadingList } from './FindingList.tsx';
import { NationField } from './NationField.tsx';
import { OddsTable } from '../../shared/OddsTable.tsx';
import { RuleLink } from '../shared/RuleLink.tsx';
import '../../shared/controls.css';
import '../shared/gameDay.css';
import { YearField } from './YearField.tsx';
import { useForm } from '../../shared/useForm.ts';

const GAMES = [
  ['attack-defence', 'Attack-defence'],
  ['encounter', 'Encounter'],
] as const;

/** `tables`: the modifiers and results tables, read by the page from the tables collection (CounterBatteryCalculator.astro). */
export default function CounterBattery({ tables }: { tables: CounterBatteryTables }) {
  const { form, set, setForm, field } = useForm<CounterBatteryForm>(initialCounterBatteryForm);
  useKeptForm(storageKeys.counterBatteryForm, form, setForm, () => counterBatteryFormFrom);
  const { odds, oddsReadings, choices, die, result } = readCounterBatteryForm(tables, form);

  return (
    <section className="gd-calc gw-calc" aria-label="Counter-battery fire">
      <fieldset>
        <legend>The firing side</legend>
        <div className="gd-grid">
          <NationField {...field('nation')} label="Nation" nations={tables.nations} />
          <YearField {...field('year')} />
          <SelectField
            {...field('attackDefence')}
            label="Game"
            value={form.attackDefence ? 'attack-defence' : 'encounter'}
            options={GAMES}
            onChange={(v) => set('attackDefence', v === 'attack-defence')}
          />
          <CheckField {...field('gasUsed')} label="Gas used for this fire" />
        </div>
      </fieldset>

      <div aria-live="polite">
        <p data-testid="cb-modifiers">
          Modifiers: {odds.modifiers.length === 0 ? 'none' : odds.modifiers.map((m) => `${signed(m.modifier)} (${m.name})`).join(', ')};
          total <strong>{signed(odds.total)}</strong> (<RuleLink section="8.2.3" />
          ).
        </p>
        <Findings links={gwshRuleLink} extra={findingTermCard} findings={odds.findings} label="Findings about this fire" />
      </div>

      <OddsTable
        caption="Chance of each effect before the die is rolled, without and with gas"
        choices={choices}
        orBetterHeading="This or stronger"
        testId="cb-odds"
      />
      <div data-testid="cb-odds-readings">
        <ReadingList readings={oddsReadings} />
      </div>

      <div className="gd-grid">
        <NumberField
          {...field('dieText')}
          label="The die (1–6), typed from a real die"
          min={1}
          max={6}
          error={die && !die.ok ? die.message : null}
        />
        <button type="button" onClick={() => set('dieText', String(rollD6From(Math.random)()))}>
          Roll for me
        </button>
      </div>

      <div className="gd-result" aria-live="polite" data-testid="cb-result">
        {result && (
          <>
            <p className="gd-big">{result.effect.effect}</p>
            <p>
              {result.message} <a href={rowHref(tables.counterBatteryResults, result.effect.rowId)}>Results table, row {result.result}</a>
            </p>
            <ReadingList readings={result.readings} />
          </>
        )}
      </div>
    </section>
  );
}
