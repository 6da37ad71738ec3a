/** A nation picker grouped by side (GWSH 2.0: one Axis and one Allied nation per game). */
import { gwsh } from '../../lib/data/tables/gwsh.ts';
import type { NationId } from '../../lib/data/schemas.ts';

const sides = [
  ['axis', 'Axis'],
  ['allied', 'Allied'],
] as const;

export const isNationId = (value: string): value is NationId => gwsh.nations.rows.some((n) => n.id === value);

export function NationSelect({ id, value, onChange }: { id: string; value: NationId; onChange: (nation: NationId) => void }) {
  return (
    <select id={id} value={value} onChange={(e) => isNationId(e.target.value) && onChange(e.target.value)}>
      {sides.map(([side, label]) => (
        <optgroup key={side} label={label}>
          {gwsh.nations.rows
            .filter((n) => n.side === side)
            .map((n) => (
              <option key={n.id} value={n.id}>
                {n.name}
              </option>
            ))}
        </optgroup>
      ))}
    </select>
  );
}
