/** A table's header row: one column heading each, the numeric ones aligned as their numbers are. */

/** A heading; `{ num }` for a column of numbers. */
export type Heading = string | { num: string };

export function HeadRow({ cols, numClass }: { cols: readonly Heading[]; numClass: string }) {
  return (
    <thead>
      <tr>
        {cols.map((c) =>
          typeof c === 'string' ? (
            <th key={c} scope="col">
              {c}
            </th>
          ) : (
            <th key={c.num} scope="col" className={numClass}>
              {c.num}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}
