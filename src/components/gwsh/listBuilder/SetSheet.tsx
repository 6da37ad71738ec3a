/**
 * A player's whole set on one sheet: every list's brigades, stands and totals in a compact
 * table, for the table at the club where one page is easier to hold than three. The full rosters, with
 * each line's arithmetic, findings and QR code, are the other print choice.
 */
import { HeadRow } from '../../shared/HeadRow.tsx';
import type { ListCost } from '#src/lib/gwsh/list/costList.ts';
import { describeList, displayName } from '#src/lib/gwsh/list/listEdits.ts';
import type { GwshList } from '#src/lib/gwsh/list/listFile.ts';
import { dataVersion } from '#src/lib/data/dataVersion.ts';
import { gradeNames, shownBrigadeName } from '#src/lib/gwsh/list/listFormat.ts';

type Line = { count: number; id: string; row: { name: string } | null };

/** "9 Infantry, 2 MG 1917-18". */
const stands = (lines: readonly Line[]) => lines.map((l) => `${l.count} ${l.row?.name ?? l.id}`).join(', ');

export default function SetSheet({ lists }: { lists: readonly { list: GwshList; cost: ListCost }[] }) {
  const first = lists[0];
  if (!first) return null;
  return (
    <article className="lb-roster lb-set-sheet" aria-label={`Set sheet: ${describeList(first.list, first.cost.nation.name)}`}>
      <header className="lb-roster-head">
        <h2 className="lb-roster-title">{first.list.player ? `${first.list.player}: ` : ''}the set on one sheet</h2>
        <p>
          {lists.length} {lists.length === 1 ? 'list' : 'lists'} · data version {dataVersion}
        </p>
      </header>
      {lists.map(({ list, cost }, i) => {
        const extras = [
          ['Aircraft', cost.aircraft],
          ['Defences and gas', cost.defences],
        ] as const;
        const problems = cost.findings.filter((f) => f.severity !== 'info').length;
        return (
          <table key={i} className="lb-roster-table lb-set-table">
            <caption>
              <strong>{displayName(list)}</strong> · {describeList(list, cost.nation.name)} · {cost.totalText}
              {cost.limitText !== null && ` of ${cost.limitText}`} points
              {problems > 0 && ` · ${problems} ${problems === 1 ? 'problem' : 'problems'} (see its roster)`}
            </caption>
            <HeadRow numClass="lb-num" cols={['Brigade', 'Stands', { num: 'Points' }]} />
            <tbody>
              {cost.brigades.map((b, j) => (
                <tr key={j}>
                  <th scope="row">
                    {shownBrigadeName(b.name, j)} ({gradeNames[b.grade]}
                    {b.offTable && ', off table'})
                  </th>
                  <td>{stands(b.stands)}</td>
                  <td className="lb-num">{b.costText}</td>
                </tr>
              ))}
              {extras.map(([title, items]) =>
                items.lines.length === 0 ? null : (
                  <tr key={title}>
                    <th scope="row">{title}</th>
                    <td>{stands(items.lines)}</td>
                    <td className="lb-num">{items.subtotalText}</td>
                  </tr>
                ),
              )}
            </tbody>
          </table>
        );
      })}
    </article>
  );
}
