/**
 * One side's part of the "1916" setup sheet: its nation, sub-units, support dice, extra heavy weapons
 * and lull reinforcement die. Form state only; the form's rules are src/lib/rules1916/setupSheetForm.ts.
 */
import type { Role } from '../../lib/rules1916/barrages.ts';
import { HEAVY_WEAPON_COLUMNS } from '../../lib/rules1916/heavyWeapons.ts';
import { NATIONS_1916 } from '../../lib/rules1916/nations.ts';
import { DICE, ROLE_LABEL, withNation, type SetupForm, type SideForm } from '../../lib/rules1916/setupSheetForm.ts';
import type { SetupTables } from '../../lib/rules1916/setupTables.ts';
import { NumberField, SelectField } from '../shared/Fields.tsx';
import DieField from './DieField.tsx';

const NATIONS = NATIONS_1916.map((n) => [n.id, n.label] as const);
const COLUMNS = HEAVY_WEAPON_COLUMNS.map((c) => [c, c] as const);

interface Props {
  role: Role;
  form: SetupForm;
  errors: Readonly<Record<string, string>>;
  setForm: (update: (f: SetupForm) => SetupForm) => void;
  tables: SetupTables;
}

export default function SideFields({ role, form, errors, setForm, tables }: Props) {
  const s = form[role];
  const setSide = (update: (s: SideForm) => SideForm) => setForm((f) => ({ ...f, [role]: update(f[role]) }));
  const setHeavy = (key: string, change: Partial<SideForm['heavy'][number]>) =>
    setSide((old) => ({ ...old, heavy: old.heavy.map((x) => (x.key === key ? { ...x, ...change } : x)) }));
  return (
    <fieldset className="gw-fieldset">
      <legend>{ROLE_LABEL[role]}</legend>
      <div className="gw-grid">
        <SelectField
          family="gw"
          id={`${role}-nation`}
          label={`${ROLE_LABEL[role]} nation`}
          value={s.nation}
          options={NATIONS}
          onChange={(nation) => setForm((f) => withNation(tables, f, role, nation))}
        />
        <NumberField
          family="gw"
          type="text"
          id={`${role}-units`}
          label={`${ROLE_LABEL[role]} sub-units on the table`}
          value={s.subUnitsText}
          error={errors[`${role}.subUnits`]}
          onChange={(text) => setSide((old) => ({ ...old, subUnitsText: text }))}
        />
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
        {s.heavy.map((h) => (
          <div className="gw-heavy" key={h.key}>
            <SelectField
              family="gw"
              id={`${role}-${h.key}-column`}
              label={`${ROLE_LABEL[role]} ${h.label} column`}
              value={h.column}
              options={COLUMNS}
              onChange={(column) => setHeavy(h.key, { column })}
            />
            <DieField
              label={`${ROLE_LABEL[role]} ${h.label} die`}
              value={h.dieText}
              error={errors[`${role}.heavyWeapons.${h.key}`]}
              onChange={(dieText) => setHeavy(h.key, { dieText })}
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
        ))}
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
