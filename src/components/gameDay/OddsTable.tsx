/**
 * Exact odds as a small accessible bar chart: a table whose text cells (fraction and percentage) carry
 * every value; the bars only repeat them visually.
 */
import type { Fraction } from '../../lib/dice/fraction.ts';

export interface OddsRow {
  key: string;
  label: string;
  fraction: string;
  percent: string;
  probability: Fraction;
}

export function OddsTable({ caption, rows, testId }: { caption: string; rows: readonly OddsRow[]; testId?: string }) {
  return (
    <table className="gd-table" data-testid={testId}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Result</th>
          <th scope="col" className="gd-num">
            Chance
          </th>
          <th scope="col" className="gd-num">
            %
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-outcome={row.key}>
            <th scope="row">
              {row.label}
              <span className="gd-bar" aria-hidden="true">
                <span style={{ width: `${(100 * row.probability.num) / row.probability.den}%` }} />
              </span>
            </th>
            <td className="gd-num">{row.fraction}</td>
            <td className="gd-num">{row.percent}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
