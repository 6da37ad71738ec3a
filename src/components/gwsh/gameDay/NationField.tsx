/** A nation picker grouped by side (GWSH 2.0: one Axis and one Allied nation per game). */
import { nationsTable } from '../../../lib/data/tables/gwsh/nations.ts';
import type { NationId } from '../../../lib/data/schemas.ts';
import { Field } from '../../shared/Fields.tsx';

const sides = [
  ['axis', 'Axis'],
  ['allied', 'Allied'],
] as const;

export const isNationId = (value: string): value is NationId => nationsTable.rows.some((n) => n.id === value);

interface Props {
  id: string;
  label: string;
  value: NationId;
  onChange: (nation: NationId) => void;
}

export function NationField({ id, label, value, onChange }: Props) {
  return (
    <Field id={id} label={label}>
      <select id={id} value={value} onChange={(e) => isNationId(e.target.value) && onChange(e.target.value)}>
        {sides.map(([side, sideName]) => (
          <optgroup key={side} label={sideName}>
            {nationsTable.rows
              .filter((n) => n.side === side)
              .map((n) => (
                <option key={n.id} value={n.id}>
                  {n.name}
                </option>
              ))}
          </optgroup>
        ))}
      </select>
    </Field>
  );
}
