/**
 * The "1916" setup sheet island: form state only. Every rule, lookup and number comes from
 * src/lib/rules1916 (setupSheet and friends); dice are rolled here with Math.random or typed in.
 */
import { Fragment, useId, useMemo, useState } from 'react';
import Findings from '../shared/Findings.tsx';
import './islands.css';
import type { NationId } from '../../lib/data/schemas.ts';
import { rollD6From } from '../../lib/dice/diceSources.ts';
import { toPercent } from '../../lib/dice/fraction.ts';
import type { Finding } from '../../lib/findings.ts';
import type { BattleType, Role } from '../../lib/rules1916/barrages.ts';
import { HEAVY_WEAPON_COLUMNS, type HeavyWeaponColumn } from '../../lib/rules1916/heavyWeapons.ts';
import { parseCountText, parseDieText, parseTurnText } from '../../lib/rules1916/inputs.ts';
import { decimalText, mixedNumber } from '../../lib/rules1916/measureText.ts';
import { NATIONS_1916, YEARS_1916, nationLabel } from '../../lib/rules1916/nations.ts';
import { PROXIMITY_TERRAINS } from '../../lib/rules1916/proximity.ts';
import { SCALES } from '../../lib/rules1916/scales.ts';
import { setupSheet, syncHeavyWeapons, type SetupSheet as Sheet, type SideSheet } from '../../lib/rules1916/setupSheet.ts';

const rollDie = rollD6From(Math.random);
const ROLES: readonly Role[] = ['attacker', 'defender'];
const ROLE_LABEL: Record<Role, string> = { attacker: 'Attacker', defender: 'Defender' };
const DICE = [
  { key: 'barrage', label: 'Barrage die' },
  { key: 'onCall', label: 'On-call artillery die' },
  { key: 'airstrike', label: 'Airstrike die' },
  { key: 'gas', label: 'Gas die' },
] as const;
type DieKey = (typeof DICE)[number]['key'];

interface HeavyForm {
  key: string;
  categoryId: string | null;
  label: string;
  column: HeavyWeaponColumn;
  dieText: string;
}

interface SideForm {
  nation: NationId;
  subUnitsText: string;
  dice: Record<DieKey, string>;
  heavy: HeavyForm[];
  reinforcementText: string;
}

interface Form {
  year: number;
  battleType: BattleType;
  terrainId: string;
  proximityText: string;
  lullTurnText: string;
  lullDieText: string;
  attacker: SideForm;
  defender: SideForm;
}

const heavyFrom = (year: number, nation: NationId, old: HeavyForm[]): HeavyForm[] =>
  syncHeavyWeapons(
    old.map((h) => ({ key: h.key, categoryId: h.categoryId, label: h.label, column: h.column, die: null })),
    year,
    nation,
  ).map((e) => ({ ...e, dieText: old.find((h) => h.key === e.key)?.dieText ?? '' }));

const newSide = (year: number, nation: NationId, subUnits: number): SideForm => ({
  nation,
  subUnitsText: String(subUnits),
  dice: { barrage: '', onCall: '', airstrike: '', gas: '' },
  heavy: heavyFrom(year, nation, []),
  reinforcementText: '',
});

const initialForm = (): Form => ({
  year: 1916,
  battleType: 'local-attack',
  terrainId: 'open-terrain',
  proximityText: '',
  lullTurnText: '',
  lullDieText: '',
  attacker: newSide(1916, 'british-empire', 20),
  defender: newSide(1916, 'germany', 15),
});

/** Parses the form; bad fields get a message and count as not given. */
function readForm(form: Form) {
  const errors: Record<string, string> = {};
  const die = (text: string, field: string, path: string) => {
    const r = parseDieText(text, field);
    if (r.ok) return r.value;
    errors[path] = r.message;
    return null;
  };
  const side = (role: Role) => {
    const s = form[role];
    const count = parseCountText(s.subUnitsText, `${ROLE_LABEL[role]} sub-units`);
    if (!count.ok) errors[`${role}.subUnits`] = count.message;
    return {
      nation: s.nation,
      subUnits: count.ok ? count.value : 0,
      dice: Object.fromEntries(DICE.map((d) => [d.key, die(s.dice[d.key], `${ROLE_LABEL[role]} ${d.label.toLowerCase()}`, `${role}.${d.key}`)])) as Record<DieKey, number | null>,
      heavyWeapons: s.heavy.map((h) => ({
        key: h.key, categoryId: h.categoryId, label: h.label, column: h.column,
        die: die(h.dieText, `${ROLE_LABEL[role]} ${h.label} die`, `${role}.heavyWeapons.${h.key}`),
      })),
      reinforcementDie: die(s.reinforcementText, `${ROLE_LABEL[role]} reinforcement die`, `${role}.reinforcement`),
    };
  };
  const attacker = side('attacker');
  const defender = side('defender');
  const proximityDie = die(form.proximityText, 'Proximity die', 'proximity');
  let lull: { turn: number; die: number | null } | null = null;
  if (form.lullTurnText.trim() !== '') {
    const turn = parseTurnText(form.lullTurnText, 'Lull check turn');
    if (turn.ok) lull = { turn: turn.value, die: die(form.lullDieText, 'Lull die', 'lull') };
    else errors['lull.turn'] = turn.message;
  }
  const countsOk = !errors['attacker.subUnits'] && !errors['defender.subUnits'];
  const input = { year: form.year, battleType: form.battleType, terrainId: form.terrainId, proximityDie, attacker, defender, lull };
  return { errors, sheet: countsOk ? setupSheet(input) : null };
}

function DieField(props: { label: string; value: string; error?: string; onChange: (text: string) => void }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="gw-field gw-die">
      <label htmlFor={id}>{props.label}</label>
      <div className="gw-die-row">
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={1}
          value={props.value}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? errorId : undefined}
          onChange={(e) => props.onChange(e.target.value)}
        />
        <button type="button" onClick={() => props.onChange(String(rollDie()))} aria-label={`Roll: ${props.label}`}>
          Roll
        </button>
      </div>
      {props.error && <p id={errorId} className="gw-field-error">{props.error}</p>}
    </div>
  );
}


const WAITING = 'waiting for the die';

function SideResults({ side }: { side: SideSheet }) {
  const mods = side.modifiers.applied.map((m) => `${m.name} ${m.modifier > 0 ? '+' : '−'}${Math.abs(m.modifier)}`).join(', ') || 'none';
  return (
    <section className="gw-result-side" aria-labelledby={`result-${side.role}`}>
      <h3 id={`result-${side.role}`}>
        {ROLE_LABEL[side.role]}: {nationLabel(side.nation)}
      </h3>
      <dl className="gw-result-list">
        <dt>Barrage and on-call modifier</dt>
        <dd>{mods}</dd>
        <dt>Pre-game barrages</dt>
        <dd>
          {side.barrage ? (
            <>
              <strong>{side.barrage.barrages.total}</strong> ({side.barrage.column}; roll {side.barrage.roll.working}; {side.barrage.barrages.working})
            </>
          ) : WAITING}
        </dd>
        <dt>On-call artillery</dt>
        <dd>
          {side.onCall ? (
            <>
              <strong>{side.onCall.onCall.total}</strong> (roll {side.onCall.roll.working}; {side.onCall.onCall.working})
            </>
          ) : WAITING}
        </dd>
        <dt>Airstrikes</dt>
        <dd>
          {side.airstrikes ? (
            <>
              <strong>{side.airstrikes.airstrikes}</strong> (roll {side.airstrikes.die}; the row gives {side.airstrikes.rowValue})
            </>
          ) : WAITING}
        </dd>
        <dt>Gas</dt>
        <dd>
          {side.gas ? (
            <>
              <strong>{side.gas.available ? 'available' : 'not available'}</strong> (roll {side.gas.die}, {side.gas.column === 'german' ? 'German' : 'other'} column)
            </>
          ) : WAITING}
        </dd>
        <dt>Extra heavy weapons</dt>
        <dd>
          {side.heavyWeapons.length === 0 ? (
            'no categories to roll for'
          ) : (
            <ul>
              {side.heavyWeapons.map((h) => (
                <li key={h.key}>
                  {h.label}, column {h.column}:{' '}
                  {h.result ? (
                    <>
                      <strong>{h.result.bases.total}</strong> {h.result.bases.total === 1 ? 'base' : 'bases'} (roll {h.result.die}; {h.result.bases.working})
                    </>
                  ) : WAITING}
                </li>
              ))}
            </ul>
          )}
        </dd>
        {side.reinforcements && (
          <>
            <dt>Lull reinforcements</dt>
            <dd>
              <strong>{side.reinforcements.text}</strong> (roll {side.reinforcements.die})
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}

function summary(sheet: Sheet | null): string {
  if (!sheet) return 'Enter both sides’ sub-units to see the results.';
  const side = (s: SideSheet) =>
    `${ROLE_LABEL[s.role]}: ${s.barrage ? `${s.barrage.barrages.total} barrages` : 'barrages waiting'}, ${s.onCall ? `${s.onCall.onCall.total} on-call` : 'on-call waiting'}, ${s.airstrikes ? `${s.airstrikes.airstrikes} airstrikes` : 'airstrikes waiting'}, ${s.gas ? (s.gas.available ? 'gas available' : 'no gas') : 'gas waiting'}.`;
  const proximity = sheet.proximity ? ` Proximity ${sheet.proximity.yards} yards; lull rolls from turn ${sheet.proximity.lullStartTurn}.` : ' Proximity waiting.';
  return `${side(sheet.attacker)} ${side(sheet.defender)}${proximity}`;
}

export default function SetupSheet() {
  const [form, setForm] = useState<Form>(initialForm);
  const { errors, sheet } = useMemo(() => readForm(form), [form]);
  const ids = { year: useId(), battle: useId(), terrain: useId(), lullTurn: useId() };

  const setSide = (role: Role, update: (s: SideForm) => SideForm) => setForm((f) => ({ ...f, [role]: update(f[role]) }));
  const setYear = (year: number) =>
    setForm((f) => ({
      ...f,
      year,
      attacker: { ...f.attacker, heavy: heavyFrom(year, f.attacker.nation, f.attacker.heavy) },
      defender: { ...f.defender, heavy: heavyFrom(year, f.defender.nation, f.defender.heavy) },
    }));
  const rollAll = () =>
    setForm((f) => {
      const fill = (t: string) => (t.trim() === '' ? String(rollDie()) : t);
      const side = (s: SideForm): SideForm => ({
        ...s,
        dice: { barrage: fill(s.dice.barrage), onCall: fill(s.dice.onCall), airstrike: fill(s.dice.airstrike), gas: fill(s.dice.gas) },
        heavy: s.heavy.map((h) => ({ ...h, dieText: fill(h.dieText) })),
      });
      return { ...f, proximityText: fill(f.proximityText), attacker: side(f.attacker), defender: side(f.defender) };
    });
  const clearDice = () =>
    setForm((f) => {
      const side = (s: SideForm): SideForm => ({
        ...s,
        dice: { barrage: '', onCall: '', airstrike: '', gas: '' },
        heavy: s.heavy.map((h) => ({ ...h, dieText: '' })),
        reinforcementText: '',
      });
      return { ...f, proximityText: '', lullDieText: '', attacker: side(f.attacker), defender: side(f.defender) };
    });

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
                  <option key={y} value={y}>{y}</option>
                ))}
              </select>
            </div>
            <div className="gw-field">
              <label htmlFor={ids.battle}>Pre-game barrage type</label>
              <select id={ids.battle} value={form.battleType} onChange={(e) => setForm((f) => ({ ...f, battleType: e.target.value as BattleType }))}>
                <option value="local-attack">Local attack</option>
                <option value="big-push">Big push (from 1916)</option>
              </select>
            </div>
            <div className="gw-field">
              <label htmlFor={ids.terrain}>Terrain for proximity</label>
              <select id={ids.terrain} value={form.terrainId} onChange={(e) => setForm((f) => ({ ...f, terrainId: e.target.value }))}>
                {PROXIMITY_TERRAINS.map((t) => (
                  <option key={t.id} value={t.id}>{t.name}</option>
                ))}
              </select>
            </div>
            <DieField label="Proximity die" value={form.proximityText} error={errors['proximity']} onChange={(t) => setForm((f) => ({ ...f, proximityText: t }))} />
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
                        setSide(role, (old) => ({ ...old, nation, heavy: heavyFrom(form.year, nation, old.heavy) }));
                      }}
                    >
                      {NATIONS_1916.map((n) => (
                        <option key={n.id} value={n.id}>{n.label}</option>
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
                    {errors[`${role}.subUnits`] && <p id={`${unitsId}-error`} className="gw-field-error">{errors[`${role}.subUnits`]}</p>}
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
                  <legend>{ROLE_LABEL[role]} extra heavy weapons ({form.year})</legend>
                  {s.heavy.length === 0 && <p>No category is recommended for this year and nation; add a roll on any column below.</p>}
                  {s.heavy.map((h) => {
                    const colId = `${role}-${h.key}-column`;
                    return (
                      <div className="gw-heavy" key={h.key}>
                        <div className="gw-field">
                          <label htmlFor={colId}>{ROLE_LABEL[role]} {h.label} column</label>
                          <select
                            id={colId}
                            value={h.column}
                            onChange={(e) => {
                              const column = e.target.value as HeavyWeaponColumn;
                              setSide(role, (old) => ({ ...old, heavy: old.heavy.map((x) => (x.key === h.key ? { ...x, column } : x)) }));
                            }}
                          >
                            {HEAVY_WEAPON_COLUMNS.map((c) => (
                              <option key={c} value={c}>{c}</option>
                            ))}
                          </select>
                        </div>
                        <DieField
                          label={`${ROLE_LABEL[role]} ${h.label} die`}
                          value={h.dieText}
                          error={errors[`${role}.heavyWeapons.${h.key}`]}
                          onChange={(t) => setSide(role, (old) => ({ ...old, heavy: old.heavy.map((x) => (x.key === h.key ? { ...x, dieText: t } : x)) }))}
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
                        return { ...old, heavy: [...old.heavy, { key: `own-${n}`, categoryId: null, label: `Own category ${n}`, column: 'A', dieText: '' }] };
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
              {errors['lull.turn'] && <p id={`${ids.lullTurn}-error`} className="gw-field-error">{errors['lull.turn']}</p>}
            </div>
            <DieField label="Lull die" value={form.lullDieText} error={errors['lull']} onChange={(t) => setForm((f) => ({ ...f, lullDieText: t }))} />
          </div>
        </fieldset>

        <div className="gw-actions">
          <button type="button" onClick={rollAll}>Roll the empty setup dice</button>
          <button type="button" className="gw-secondary" onClick={clearDice}>Clear all dice</button>
        </div>
        <p className="gw-hint">The first button rolls every empty die of the proximity, support and heavy weapon rolls; the optional lull and reinforcement dice have their own Roll buttons.</p>
      </form>

      <section className="gw-results" aria-labelledby="setup-results-heading">
        <h2 id="setup-results-heading">Results</h2>
        <p className="gw-live" aria-live="polite" data-testid="setup-summary">{summary(sheet)}</p>
        {sheet && (
          <>
            <p>
              Sub-units on the battlefield: <strong>{sheet.subUnitsPresent}</strong> (barrages and on-call artillery are multiplied by this; extra heavy
              weapons by each side’s own). Figures are rounded once, at the end, to the nearest whole number, halves up.
            </p>
            <div className="gw-sides">
              <SideResults side={sheet.attacker} />
              <SideResults side={sheet.defender} />
            </div>
            <section aria-labelledby="result-proximity">
              <h3 id="result-proximity">Setup proximity and lulls</h3>
              {sheet.proximity ? (
                <dl className="gw-result-list">
                  <dt>Nearest set-up distance</dt>
                  <dd>
                    <strong>{sheet.proximity.yards} yards</strong> ({sheet.proximity.terrain}, roll {sheet.proximity.die})
                  </dd>
                  {SCALES.map((s) => (
                    <Fragment key={s.id}>
                      <dt>{s.label} (1" = {s.yardsPerInch} yards)</dt>
                      <dd>
                        <strong>{mixedNumber(sheet.proximity!.inches[s.id])}"</strong>
                        {sheet.proximity!.inches[s.id].den !== 1 && <> ({decimalText(sheet.proximity!.inches[s.id])} inches)</>}
                      </dd>
                    </Fragment>
                  ))}
                  <dt>Lull rolls start</dt>
                  <dd>
                    <strong>turn {sheet.proximity.lullStartTurn}</strong>: from then, roll one die each turn; a 6 brings a lull, short before turn 7, long from turn 7.
                  </dd>
                  {sheet.lull.check && (
                    <>
                      <dt>Lull check</dt>
                      <dd>
                        <strong>{sheet.lull.check.message}</strong>
                        {sheet.lull.chanceByCheckTurn && (
                          <> Chance of a lull by the end of that turn, with none before: {toPercent(sheet.lull.chanceByCheckTurn)}.</>
                        )}
                      </dd>
                    </>
                  )}
                </dl>
              ) : (
                <p>Waiting for the proximity die.</p>
              )}
              <p>
                Defensive works: each side rolls for each category once per 20 sub-units present ({sheet.defenceRolls.subUnitsPresent} sub-units:{' '}
                {sheet.defenceRolls.fullTwenties} full {sheet.defenceRolls.fullTwenties === 1 ? 'twenty' : 'twenties'}, {sheet.defenceRolls.remainder} over).
              </p>
            </section>
            <Findings system="1916" findings={sheet.findings} />
          </>
        )}
      </section>
    </div>
  );
}
