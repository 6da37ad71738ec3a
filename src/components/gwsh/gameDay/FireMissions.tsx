/**
 * GWSH 8.2.1, 8.2.2 and 6.1.1 fire missions: UI state only. The engine (fireMissions.ts) gives each
 * regiment's missions by calibre, what may be pre-planned, smoke and the side's gas missions.
 */
import { HeadRow } from '../../shared/HeadRow.tsx';
import { CheckField, Field, NumberField, SelectField } from '../../shared/Fields.tsx';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { alternativesCanChange, type FireMissionTables } from '#src/lib/gwsh/game/fireMissions.ts';
import {
  fireMissionsFormFrom,
  initialFireMissionsForm,
  newRegiment,
  readFireMissionsForm,
  rolesFor,
  withScenario,
  type FireMissionsForm,
  type RegimentForm,
} from '#src/lib/gwsh/game/fireMissionsForm.ts';
import { rowHref } from '#src/lib/data/links.ts';
import Findings from '../../shared/Findings.tsx';
import { findingTermCard } from '../findingTerm.tsx';
import { gwshRuleLink } from '#src/lib/gwsh/sections.ts';
import { RuleLink } from '../shared/RuleLink.tsx';
import { roleOptions } from '#src/lib/gwsh/game/gameWords.ts';
import { ScenarioField } from './ScenarioField.tsx';
import '../../shared/controls.css';
import '../shared/gameDay.css';
import { YearField } from './YearField.tsx';
import { fieldBinder } from '../../shared/useForm.ts';
import { RegimentsFromSaved } from './RegimentsFromSaved.tsx';
import { useKeptForm } from './useKeptForm.ts';
import { storageKeys } from '#src/lib/site/storageKeys.ts';
import { AlternativeList, ReadingList } from './FindingList.tsx';
import { NO_ALTERNATIVES, type Alternatives, type Reading } from '#src/lib/reading.ts';

/** The rules pack's choice for a single support stand's pre-planned fire: fetched where one is off table. */
const PackChoices = lazy(() => import('./PackChoices.tsx'));

/** `tables`: the fire-missions and ammunition-limits tables, read by the page from the tables collection (FireMissionsCalculator.astro). */
export default function FireMissions({ tables }: { tables: FireMissionTables }) {
  const id = useId();
  const [form, setForm] = useState<FireMissionsForm>(initialFireMissionsForm);
  const nextKey = useRef(form.regiments.length + 1);
  useKeptForm(
    storageKeys.fireMissionsForm,
    form,
    (kept) => {
      nextKey.current = Math.max(0, ...kept.regiments.map((r) => r.key)) + 1;
      setForm(kept);
    },
    () => fireMissionsFormFrom,
  );
  /** What the regiments taken from a saved list rest on: its name, the readings, the guns without a calibre. */
  const [taken, setTaken] = useState<{ from: string; readings: Reading[]; unread: string[]; problem: string | null } | null>(null);
  const { scenario, role, year, regiments } = form;
  const [packChoices, setPackChoices] = useState<Alternatives>(NO_ALTERNATIVES);
  const { errors, plan } = readFireMissionsForm(tables, form, packChoices);
  const roles = rolesFor(scenario);
  const setRegiments = (next: RegimentForm[]) => setForm((f) => ({ ...f, regiments: next }));
  const setOne = (key: number, change: Partial<RegimentForm>) =>
    setRegiments(regiments.map((r) => (r.key === key ? { ...r, ...change } : r)));

  return (
    <section className="gd-calc gw-calc" aria-label="Fire missions">
      {plan && alternativesCanChange(plan) && (
        <Suspense fallback={null}>
          <PackChoices onChoices={setPackChoices} />
        </Suspense>
      )}
      <fieldset>
        <legend>The game</legend>
        <div className="gd-grid">
          <ScenarioField id={id} value={scenario} onChange={(kind) => setForm((f) => withScenario(f, kind))} />
          {roles.length > 0 && role !== null && (
            <SelectField
              id={`${id}-role`}
              label="This side is the"
              value={role}
              options={roleOptions(roles)}
              onChange={(r) => setForm((f) => ({ ...f, role: r }))}
            />
          )}
          <YearField id={`${id}-year`} value={year} onChange={(y) => setForm((f) => ({ ...f, year: y }))} />
        </div>
      </fieldset>

      <RegimentsFromSaved
        onTake={(t, list, name) => {
          setForm((f) => ({ ...f, year: list.year, regiments: t.regiments.map((g) => ({ key: nextKey.current++, ...g })) }));
          setTaken({ from: name, readings: t.readings, unread: t.unread, problem: t.problem });
        }}
      />
      {taken && (
        <div aria-live="polite" data-testid="fm-from-list">
          {taken.problem ? (
            <p className="gd-error">{taken.problem}</p>
          ) : (
            <p>
              {taken.unread.length === 0 && regiments.length === 0
                ? `“${taken.from}” has no artillery: type the regiments below.`
                : `The regiments below are the artillery of “${taken.from}”, its year set to ${year}; change any of them.`}
            </p>
          )}
          {taken.unread.map((m) => (
            <p key={m} className="gd-error">
              {m}
            </p>
          ))}
          <ReadingList readings={taken.readings} />
        </div>
      )}
      {regiments.map((r, i) => {
        const field = fieldBinder(`${id}-${r.key}`, r, (key, value) => setOne(r.key, { [key]: value }));
        return (
          <fieldset key={r.key} data-regiment={i}>
            <legend>Regiment {i + 1}</legend>
            <div className="gd-grid">
              <Field id={`${id}-${r.key}-name`} label="Name">
                <input
                  id={`${id}-${r.key}-name`}
                  type="text"
                  maxLength={60}
                  value={r.name}
                  onChange={(e) => setOne(r.key, { name: e.target.value })}
                />
              </Field>
              <NumberField {...field('calibre')} label="Calibre in mm" min={1} max={1000} />
              <CheckField {...field('offTable')} label="Off table" />
              <CheckField {...field('singleSupportStand')} label="A single brigade support stand, the only one of its calibre there" />
              <button type="button" className="gd-secondary" onClick={() => setRegiments(regiments.filter((x) => x.key !== r.key))}>
                Remove regiment {i + 1}
              </button>
            </div>
          </fieldset>
        );
      })}
      <div className="gd-actions">
        <button type="button" className="gd-secondary" onClick={() => setRegiments([...regiments, newRegiment(nextKey.current++)])}>
          Add a regiment
        </button>
      </div>

      <div className="gd-result" aria-live="polite" data-testid="fm-result">
        {errors.map((m) => (
          <p key={m} className="gd-error">
            {m}
          </p>
        ))}
        {plan && (
          <>
            <div className="gd-scroll" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
              <table className="gd-table" data-testid="fm-table">
                <caption id={`${id}-caption`}>Fire missions for the game</caption>
                <HeadRow numClass="gd-num" cols={['Regiment', { num: 'Missions' }, { num: 'Pre-planned' }, { num: 'Smoke' }]} />
                <tbody>
                  {plan.regiments.map((r) => (
                    <tr key={r.index}>
                      <th scope="row">
                        {r.name}
                        <br />
                        <span className="gd-hint">{r.message}</span>{' '}
                        <a href={rowHref(tables.fireMissions, r.rowId)} className="gd-hint">
                          Fire missions table
                        </a>
                      </th>
                      <td className="gd-num">{r.fireMissions ?? 'Unlimited'}</td>
                      <td className="gd-num">{r.prePlanned ?? 'Unlimited'}</td>
                      <td className="gd-num">{r.smokeRounds}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">Total</th>
                    <td className="gd-num" data-testid="fm-total">
                      {plan.totalFireMissions ?? 'Unlimited'}
                    </td>
                    <td className="gd-num" data-testid="fm-preplanned">
                      {plan.totalPrePlanned ?? 'Unlimited'}
                    </td>
                    <td className="gd-num">{plan.totalSmokeRounds}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
            <p>
              <strong>Pre-planning: {plan.prePlanning.allowed ? 'allowed' : 'not allowed'}.</strong> {plan.prePlanning.message} (
              <RuleLink section={plan.prePlanning.rule} />)
            </p>
            <p data-testid="fm-gas">
              <strong>Gas: {plan.gas.allowed ? `up to ${plan.gas.maxMissions} missions` : 'none'}.</strong> {plan.gas.message} (
              <RuleLink section={plan.gas.rule} />)
            </p>
            <p className="gd-hint">
              Smoke is counted in rounds of fire per regiment, where smoke is available (<RuleLink section="8.2.1" />
              ).
            </p>
            <Findings links={gwshRuleLink} extra={findingTermCard} findings={plan.findings} label="Findings about this artillery" />
            <AlternativeList readings={plan.alternativesTaken} />
          </>
        )}
      </div>
    </section>
  );
}
