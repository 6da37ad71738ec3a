/** A nation picker grouped by side (GWSH 2.0: one Axis and one Allied nation per game). */
import { isNationId, type NationId } from '#src/lib/data/nationIds.ts';
import type { NationsTable } from '#src/lib/gwsh/nationNames.ts';
import { Field } from '../../shared/Fields.tsx';

const sides = [
  ['axis', 'Axis'],
  ['allied', 'Allied'],
] as const;

interface Props {
  id: string;
  label: string;
  value: NationId;
  onChange: (nation: NationId) => void;
  /** The nations table, which the page passes to its calculator. */
  nations: NationsTable;
}

export function NationField({ id, label, value, onChange, nations }: Props) {
  return (
    <Field id={id} label={label}>
      <select id={id} value={value} onChange={(e) => isNationId(e.target.value) && onChange(e.target.value)}>
        {sides.map(([side, sideName]) => (
          <optgroup key={side} label={sideName}>
            {nations.rows
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
