/** The Great War in 54mm shooting odds: UI state only; every number comes from src/lib/gw54. */
import { CheckField, NumberField, SelectField } from '../shared/Fields.tsx';
import { useMemo } from 'react';
import { MAX_DICE } from '../../lib/gw54/shootingOdds.ts';
import { initialShootingForm, readShootingForm, type ShootingForm } from '../../lib/gw54/shootingForm.ts';
import { bandText, type ShootingTables, type Weapon } from '../../lib/gw54/weapons.ts';
import { OddsTable } from '../shared/OddsTable.tsx';
import Findings from '../shared/Findings.tsx';
import { unlinkedRule } from '../../lib/ruleLink.ts';
import '../shared/controls.css';
import '../shared/calc/calc.css';
import { useForm } from '../shared/useForm.ts';

const bandOptions = (weapon: Weapon) =>
  [
    ['short', `Short (${bandText(weapon, 'short')})`],
    ['long', `Long (${bandText(weapon, 'long')})`],
  ] as const;

/** `tables`: the weapons and hit scores, read by the page from the tables collection (ShootingOddsCalculator.astro). */
export default function ShootingOdds({ tables }: { tables: ShootingTables }) {
  const { form, field } = useForm<ShootingForm>(initialShootingForm);
  const weaponOptions = useMemo(() => tables.weapons.rows.map((w) => [w.id, `${w.name} (${w.dice}d6 per figure)`] as const), [tables]);
  const { weapon, firers: parsedFirers, odds, choices } = useMemo(() => readShootingForm(tables, form), [tables, form]);

  return (
    <form className="calc gw-calc" aria-label="Shooting odds" onSubmit={(e) => e.preventDefault()}>
      <fieldset>
        <legend>Who shoots, and at what</legend>
        <SelectField {...field('weaponId')} family="calc" label="Weapon" options={weaponOptions} />
        <SelectField {...field('band')} family="calc" label="Range band" options={bandOptions(weapon)} />
        <NumberField
          {...field('firers')}
          family="calc"
          label="Figures shooting (officers do not shoot)"
          min={1}
          max={99}
          error={parsedFirers.ok ? null : parsedFirers.message}
        />
        <CheckField {...field('cover')} family="calc" label="Target is in cover (−1 to each die)" />
      </fieldset>

      <div className="calc-result" aria-live="polite" data-testid="shooting-result">
        {odds && (
          <>
            <p>
              {odds.dice} {odds.dice === 1 ? 'die' : 'dice'}, each hitting on a natural {odds.hitOn}
              {odds.hitOn < 6 ? '+' : ''}: {odds.perDie.fraction} ({odds.perDie.percent}) per die.
            </p>
            {odds.atLeastOne && (
              <p className="calc-big" data-testid="shooting-at-least-one">
                At least one hit: {odds.atLeastOne.percent} ({odds.atLeastOne.fraction})
              </p>
            )}
            <p>A crewed weapon counts only one hit, so against one the chance of pinning it is the chance of at least one hit.</p>
            <Findings links={unlinkedRule} findings={odds.findings} />
            {choices && (
              <OddsTable
                caption={`Chance of each number of hits, out of cover and in cover (up to ${MAX_DICE} dice are counted exactly)`}
                choices={choices}
                orBetterHeading="At least this many"
                meanLabel="Average hits"
                testId="shooting-hits"
              />
            )}
          </>
        )}
      </div>
    </form>
  );
}
