/** A nation picker grouped by side (GWSH 2.0: one Axis and one Allied nation per game). */
import { nationsTable } from '../../../lib/data/tables/gwsh/nations.ts';
import type { NationId } from '../../../lib/data/schemas.ts';

const sides = [
  ['axis', 'Axis'],
  ['allied', 'Allied'],
] as const;

export const isNationId = (value: string): value is NationId => nationsTable.rows.some((n) => n.id === value);

export function NationSelect({ id, value, onChange }: { id: string; value: NationId; onChange: (nation: NationId) => void }) {
  return (
    <select id={id} value={value} onChange={(e) => isNationId(e.target.value) && onChange(e.target.value)}>
      {sides.map(([side, label]) => (
        <optgroup key={side} label={label}>
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
  );
}
