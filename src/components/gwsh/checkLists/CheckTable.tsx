/** The organiser's table: one row per file, sortable by its column headers, each costed row opening its roster. */
import type { CheckRow, SortKey } from '#src/lib/gwsh/list/checkLists.ts';
import { formatPoints } from '#src/lib/points/exact.ts';

interface Props {
  rows: readonly CheckRow[];
  sort: { key: SortKey; ascending: boolean };
  onSort: (key: SortKey) => void;
  /** The row whose roster is open, by its index (two files may share a name). */
  open: number | null;
  onOpen: (index: number) => void;
}

const headers: readonly [SortKey, string][] = [
  ['file', 'File'],
  ['player', 'Player'],
  ['nation', 'Nation'],
  ['year', 'Year'],
  ['list', 'List'],
  ['total', 'Points'],
  ['errors', 'Rules broken'],
  ['warnings', 'To check'],
  ['notes', 'Notes'],
];

export default function CheckTable({ rows, sort, onSort, open, onOpen }: Props) {
  return (
    <div className="calc-scroll" role="region" aria-label="Lists checked, one row per file" tabIndex={0}>
      <table className="calc-odds check-table">
        <thead>
          <tr>
            {headers.map(([key, label]) => (
              <th key={key} scope="col" aria-sort={sort.key === key ? (sort.ascending ? 'ascending' : 'descending') : 'none'}>
                <button type="button" className="check-sort" onClick={() => onSort(key)}>
                  {label}
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.index} data-file={r.file} className={r.errors > 0 ? 'check-broken' : undefined}>
              <th scope="row">
                {r.problem ? (
                  r.file
                ) : (
                  <button type="button" className="check-open" aria-expanded={open === r.index} onClick={() => onOpen(r.index)}>
                    {r.file}
                  </button>
                )}
              </th>
              {r.problem ? (
                <>
                  <td>{r.player}</td>
                  <td colSpan={7} className="check-problem">
                    {r.problems.length > 1 ? (
                      <>
                        This file could not be read:
                        <ul>
                          {r.problems.map((p) => (
                            <li key={p}>{p}</li>
                          ))}
                        </ul>
                      </>
                    ) : (
                      r.problem
                    )}
                  </td>
                </>
              ) : (
                <>
                  <td>{r.player}</td>
                  <td>{r.nation}</td>
                  <td className="num">{r.year}</td>
                  <td>
                    {r.list}, {r.part}
                    {r.front && ` (${r.front})`}
                  </td>
                  <td className="num">
                    {r.total === null ? '' : formatPoints(r.total)} / {r.limit ?? '–'}
                  </td>
                  <td className="num">{r.errors}</td>
                  <td className="num">{r.warnings}</td>
                  <td className="num">{r.notes}</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
