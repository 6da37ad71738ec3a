/**
 * One side's part of the "1916" setup sheet: its nation, sub-units, support dice, extra heavy weapons
 * and lull reinforcement die. Form state only; the form's rules are src/lib/rules1916/setupSheetForm.ts.
 */
import type { NationId } from '../../lib/data/schemas.ts';
import type { Role } from '../../lib/rules1916/barrages.ts';
import { HEAVY_WEAPON_COLUMNS, type HeavyWeaponColumn } from '../../lib/rules1916/heavyWeapons.ts';
import { NATIONS_1916 } from '../../lib/rules1916/nations.ts';
import { DICE, ROLE_LABEL, withNation, type SetupForm, type SideForm } from '../../lib/rules1916/setupSheetForm.ts';
import DieField from './DieField.tsx';

interface Props {
  role: Role;
  form: SetupForm;
  errors: Readonly<Record<string, string>>;
  setForm: (update: (f: SetupForm) => SetupForm) => void;
}

export default function SideFields({ role, form, errors, setForm }: Props) {
  const s = form[role];
  const nationId = `${role}-nation`;
  const unitsId = `${role}-units`;
  const setSide = (update: (s: SideForm) => SideForm) => setForm((f) => ({ ...f, [role]: update(f[role]) }));
  return (
    <fieldset className="gw-fieldset">
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
            onChange={(e) => setSide((old) => ({ ...old, subUnitsText: e.target.value }))}
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
            onChange={(t) => setSide((old) => ({ ...old, dice: { ...old.dice, [d.key]: t } }))}
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
                    setSide((old) => ({ ...old, heavy: old.heavy.map((x) => (x.key === h.key ? { ...x, column } : x)) }));
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
                onChange={(t) => setSide((old) => ({ ...old, heavy: old.heavy.map((x) => (x.key === h.key ? { ...x, dieText: t } : x)) }))}
              />
              {h.categoryId === null && (
                <button
                  type="button"
                  className="gw-secondary"
                  onClick={() => setSide((old) => ({ ...old, heavy: old.heavy.filter((x) => x.key !== h.key) }))}
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
            setSide((old) => {
              const n = Math.max(0, ...old.heavy.filter((x) => x.categoryId === null).map((x) => Number(x.key.slice(4)))) + 1;
              return {
                ...old,
                heavy: [...old.heavy, { key: `own-${n}`, categoryId: null, label: `Own category ${n}`, column: 'A', dieText: '' }],
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
        onChange={(t) => setSide((old) => ({ ...old, reinforcementText: t }))}
      />
    </fieldset>
  );
}
