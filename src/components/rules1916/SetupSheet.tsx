/**
 * The "1916" setup sheet island: form state only. Reading the form, rolling the empty dice and every rule
 * and number come from src/lib/rules1916 (setupSheetForm.ts, setupSheet.ts); dice come from Math.random
 * or are typed in.
 */
import { useMemo } from 'react';
import { NumberField, SelectField, yearOptions } from '../shared/Fields.tsx';
import { useForm } from '../shared/useForm.ts';
import Findings from '../shared/Findings.tsx';
import { rules1916RuleLink } from '../../lib/rules1916/sections.ts';
import DieField from './DieField.tsx';
import ProximityResults from './ProximityResults.tsx';
import SideFields from './SideFields.tsx';
import SideResults from './SideResults.tsx';
import '../shared/controls.css';
import './islands.css';
import { rollD6From } from '../../lib/dice/diceSources.ts';
import type { BattleType } from '../../lib/rules1916/barrages.ts';
import { YEARS_1916 } from '../../lib/rules1916/nations.ts';
import { proximityTerrains } from '../../lib/rules1916/proximity.ts';
import type { SetupTables } from '../../lib/rules1916/setupTables.ts';
import {
  clearDice,
  initialSetupForm,
  readSetupForm,
  rollEmptyDice,
  ROLES,
  setupSummary,
  withYear,
  type SetupForm,
} from '../../lib/rules1916/setupSheetForm.ts';

const rollDie = rollD6From(Math.random);
const YEARS = yearOptions(YEARS_1916);
const BATTLE_TYPES: [BattleType, string][] = [
  ['local-attack', 'Local attack'],
  ['big-push', 'Big push (from 1916)'],
];

/** `tables`: the setup tables, read by the page from the tables collection (SetupSheetCalculator.astro). */
export default function SetupSheet({ tables }: { tables: SetupTables }) {
  const { form, setForm, field } = useForm<SetupForm>(() => initialSetupForm(tables));
  const { errors, sheet } = useMemo(() => readSetupForm(tables, form), [tables, form]);
  const terrains = useMemo(() => proximityTerrains(tables).map((t) => [t.id, t.name] as const), [tables]);

  const setYear = (year: number) => setForm((f) => withYear(tables, f, year));
  const rollAll = () => setForm((f) => rollEmptyDice(tables, f, rollDie));
  const clearAll = () => setForm(clearDice);

  return (
    <div className="gw-island gw-calc gw-setup-sheet">
      <form onSubmit={(e) => e.preventDefault()} aria-label="1916 setup sheet">
        <fieldset className="gw-fieldset">
          <legend>The battle</legend>
          <div className="gw-grid">
            <SelectField family="gw" {...field('year')} label="Year" options={YEARS} onChange={setYear} />
            <SelectField family="gw" {...field('battleType')} label="Pre-game barrage type" options={BATTLE_TYPES} />
            <SelectField family="gw" {...field('terrainId')} label="Terrain for proximity" options={terrains} />
            <DieField {...field('proximityText')} label="Proximity die" error={errors['proximity']} />
          </div>
        </fieldset>

        <div className="gw-sides">
          {ROLES.map((role) => (
            <SideFields key={role} role={role} form={form} errors={errors} setForm={setForm} tables={tables} />
          ))}
        </div>

        <fieldset className="gw-fieldset">
          <legend>Lull check (optional)</legend>
          <div className="gw-grid">
            <NumberField family="gw" type="text" {...field('lullTurnText')} label="Turn to check" error={errors['lull.turn']} />
            <DieField {...field('lullDieText')} label="Lull die" error={errors['lull']} />
          </div>
        </fieldset>

        <div className="gw-actions">
          <button type="button" onClick={rollAll}>
            Roll the empty setup dice
          </button>
          <button type="button" className="gw-secondary" onClick={clearAll}>
            Clear all dice
          </button>
        </div>
        <p className="gw-hint">
          The first button rolls every empty die of the proximity, support and heavy weapon rolls; the optional lull and reinforcement dice
          have their own Roll buttons.
        </p>
      </form>

      <section className="gw-results" aria-labelledby="setup-results-heading">
        <h2 id="setup-results-heading">Results</h2>
        <p className="gw-live" aria-live="polite" data-testid="setup-summary">
          {setupSummary(sheet)}
        </p>
        {sheet && (
          <>
            <p>
              Sub-units on the battlefield: <strong>{sheet.subUnitsPresent}</strong> (barrages and on-call artillery are multiplied by this;
              extra heavy weapons by each side’s own). Figures are rounded once, at the end, to the nearest whole number, halves up.
            </p>
            <div className="gw-sides">
              <SideResults side={sheet.attacker} />
              <SideResults side={sheet.defender} />
            </div>
            <ProximityResults sheet={sheet} lullChart={tables.lullFeatures} />
            <Findings links={rules1916RuleLink} findings={sheet.findings} />
          </>
        )}
      </section>
    </div>
  );
}
