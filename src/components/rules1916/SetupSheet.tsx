/**
 * The "1916" setup sheet island: form state only. Reading the form, rolling the empty dice and every rule
 * and number come from src/lib/rules1916 (setupSheetForm.ts, setupSheet.ts); dice come from Math.random
 * or are typed in.
 */
import { useId, useMemo, useState } from 'react';
import Findings from '../shared/Findings.tsx';
import { rules1916RuleLink } from '../../lib/rules1916/sections.ts';
import DieField from './DieField.tsx';
import ProximityResults from './ProximityResults.tsx';
import SideResults from './SideResults.tsx';
import '../shared/controls.css';
import './islands.css';
import type { NationId } from '../../lib/data/schemas.ts';
import { rollD6From } from '../../lib/dice/diceSources.ts';
import type { BattleType, Role } from '../../lib/rules1916/barrages.ts';
import { HEAVY_WEAPON_COLUMNS, type HeavyWeaponColumn } from '../../lib/rules1916/heavyWeapons.ts';
import { NATIONS_1916, YEARS_1916 } from '../../lib/rules1916/nations.ts';
import { PROXIMITY_TERRAINS } from '../../lib/rules1916/proximity.ts';
import {
  clearDice,
  DICE,
  initialSetupForm,
  readSetupForm,
  rollEmptyDice,
  ROLE_LABEL,
  ROLES,
  setupSummary,
  withNation,
  withYear,
  type SetupForm,
  type SideForm,
} from '../../lib/rules1916/setupSheetForm.ts';

const rollDie = rollD6From(Math.random);

export default function SetupSheet() {
  const [form, setForm] = useState<SetupForm>(initialSetupForm);
  const { errors, sheet } = useMemo(() => readSetupForm(form), [form]);
  const ids = { year: useId(), battle: useId(), terrain: useId(), lullTurn: useId() };

  const setSide = (role: Role, update: (s: SideForm) => SideForm) => setForm((f) => ({ ...f, [role]: update(f[role]) }));
  const setYear = (year: number) => setForm((f) => withYear(f, year));
  const rollAll = () => setForm((f) => rollEmptyDice(f, rollDie));
  const clearAll = () => setForm(clearDice);

  return (
    <div className="gw-island gw-calc gw-setup-sheet">
      <form onSubmit={(e) => e.preventDefault()} aria-label="1916 setup sheet">
        <fieldset className="gw-fieldset">
          <legend>The battle</legend>
          <div className="gw-grid">
            <div className="gw-field">
              <label htmlFor={ids.year}>Year</label>
              <select id={ids.year} value={form.year} onChange={(e) => setYear(Number(e.target.value))}>
                {YEARS_1916.map((y) => (
                  <option key={y} value={y}>
                    {y}
                  </option>
                ))}
              </select>
            </div>
            <div className="gw-field">
              <label htmlFor={ids.battle}>Pre-game barrage type</label>
              <select
                id={ids.battle}
                value={form.battleType}
                onChange={(e) => setForm((f) => ({ ...f, battleType: e.target.value as BattleType }))}
              >
                <option value="local-attack">Local attack</option>
                <option value="big-push">Big push (from 1916)</option>
              </select>
            </div>
            <div className="gw-field">
              <label htmlFor={ids.terrain}>Terrain for proximity</label>
              <select id={ids.terrain} value={form.terrainId} onChange={(e) => setForm((f) => ({ ...f, terrainId: e.target.value }))}>
                {PROXIMITY_TERRAINS.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                  </option>
                ))}
              </select>
            </div>
            <DieField
              label="Proximity die"
              value={form.proximityText}
              error={errors['proximity']}
              onChange={(t) => setForm((f) => ({ ...f, proximityText: t }))}
            />
          </div>
        </fieldset>

        <div className="gw-sides">
          {ROLES.map((role) => {
            const s = form[role];
            const nationId = `${role}-nation`;
            const unitsId = `${role}-units`;
            return (
              <fieldset className="gw-fieldset" key={role}>
                <legend>{ROLE_LABEL[role]}</legend>
                <div className="gw-grid">
                  <div className="gw-field">
                    <label htmlFor={nationId}>{ROLE_LABEL[role]} nation</label>
                    <select
                      id={nationId}
                      value={s.nation}
                      onChange={(e) => {
                        const nation = e.target.value as NationId;
                        setForm((f) => withNation(f, role, nation));
                      }}
                    >
                      {NATIONS_1916.map((n) => (
                        <option key={n.id} value={n.id}>
                          {n.label}
                        </option>
                      ))}
                    </select>
                  </div>
                  <div className="gw-field">
                    <label htmlFor={unitsId}>{ROLE_LABEL[role]} sub-units on the table</label>
                    <input
                      id={unitsId}
                      type="text"
                      inputMode="numeric"
                      autoComplete="off"
                      value={s.subUnitsText}
                      aria-invalid={errors[`${role}.subUnits`] ? true : undefined}
                      aria-describedby={errors[`${role}.subUnits`] ? `${unitsId}-error` : undefined}
                      onChange={(e) => setSide(role, (old) => ({ ...old, subUnitsText: e.target.value }))}
                    />
                    {errors[`${role}.subUnits`] && (
                      <p id={`${unitsId}-error`} className="gw-field-error">
                        {errors[`${role}.subUnits`]}
                      </p>
                    )}
                  </div>
                  {DICE.map((d) => (
                    <DieField
                      key={d.key}
                      label={`${ROLE_LABEL[role]} ${d.label.toLowerCase()}`}
                      value={s.dice[d.key]}
                      error={errors[`${role}.${d.key}`]}
                      onChange={(t) => setSide(role, (old) => ({ ...old, dice: { ...old.dice, [d.key]: t } }))}
                    />
                  ))}
                </div>
                <fieldset className="gw-fieldset gw-nested">
                  <legend>
                    {ROLE_LABEL[role]} extra heavy weapons ({form.year})
                  </legend>
                  {s.heavy.length === 0 && <p>No category is recommended for this year and nation; add a roll on any column below.</p>}
                  {s.heavy.map((h) => {
                    const colId = `${role}-${h.key}-column`;
                    return (
                      <div className="gw-heavy" key={h.key}>
                        <div className="gw-field">
                          <label htmlFor={colId}>
                            {ROLE_LABEL[role]} {h.label} column
                          </label>
                          <select
                            id={colId}
                            value={h.column}
                            onChange={(e) => {
                              const column = e.target.value as HeavyWeaponColumn;
                              setSide(role, (old) => ({ ...old, heavy: old.heavy.map((x) => (x.key === h.key ? { ...x, column } : x)) }));
                            }}
                          >
                            {HEAVY_WEAPON_COLUMNS.map((c) => (
                              <option key={c} value={c}>
                                {c}
                              </option>
                            ))}
                          </select>
                        </div>
                        <DieField
                          label={`${ROLE_LABEL[role]} ${h.label} die`}
                          value={h.dieText}
                          error={errors[`${role}.heavyWeapons.${h.key}`]}
                          onChange={(t) =>
                            setSide(role, (old) => ({ ...old, heavy: old.heavy.map((x) => (x.key === h.key ? { ...x, dieText: t } : x)) }))
                          }
                        />
                        {h.categoryId === null && (
                          <button
                            type="button"
                            className="gw-secondary"
                            onClick={() => setSide(role, (old) => ({ ...old, heavy: old.heavy.filter((x) => x.key !== h.key) }))}
                          >
                            Remove {h.label}
                          </button>
                        )}
                      </div>
                    );
                  })}
                  <button
                    type="button"
                    className="gw-secondary"
                    onClick={() =>
                      setSide(role, (old) => {
                        const n = Math.max(0, ...old.heavy.filter((x) => x.categoryId === null).map((x) => Number(x.key.slice(4)))) + 1;
                        return {
                          ...old,
                          heavy: [
                            ...old.heavy,
                            { key: `own-${n}`, categoryId: null, label: `Own category ${n}`, column: 'A', dieText: '' },
                          ],
                        };
                      })
                    }
                  >
                    Add a roll on another column
                  </button>
                </fieldset>
                <DieField
                  label={`${ROLE_LABEL[role]} lull reinforcement die (optional)`}
                  value={s.reinforcementText}
                  error={errors[`${role}.reinforcement`]}
                  onChange={(t) => setSide(role, (old) => ({ ...old, reinforcementText: t }))}
                />
              </fieldset>
            );
          })}
        </div>

        <fieldset className="gw-fieldset">
          <legend>Lull check (optional)</legend>
          <div className="gw-grid">
            <div className="gw-field">
              <label htmlFor={ids.lullTurn}>Turn to check</label>
              <input
                id={ids.lullTurn}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                value={form.lullTurnText}
                aria-invalid={errors['lull.turn'] ? true : undefined}
                aria-describedby={errors['lull.turn'] ? `${ids.lullTurn}-error` : undefined}
                onChange={(e) => setForm((f) => ({ ...f, lullTurnText: e.target.value }))}
              />
              {errors['lull.turn'] && (
                <p id={`${ids.lullTurn}-error`} className="gw-field-error">
                  {errors['lull.turn']}
                </p>
              )}
            </div>
            <DieField
              label="Lull die"
              value={form.lullDieText}
              error={errors['lull']}
              onChange={(t) => setForm((f) => ({ ...f, lullDieText: t }))}
            />
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
            <ProximityResults sheet={sheet} />
            <Findings links={rules1916RuleLink} findings={sheet.findings} />
          </>
        )}
      </section>
    </div>
  );
}
