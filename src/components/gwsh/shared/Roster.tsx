/**
 * A list as a roster sheet: brigades, stands, grades, costs, total and findings, on one page. Printed for
 * each list (the print stylesheet shows only rosters) and shown on screen for a list opened from a link.
 */
import { counted } from '#src/lib/numbers/wording.ts';
import { HeadRow } from '../../shared/HeadRow.tsx';
import type { ItemsCost } from '#src/lib/gwsh/list/costLines.ts';
import type { ListCost } from '#src/lib/gwsh/list/costList.ts';
import { describeList, displayName } from '#src/lib/gwsh/list/listEdits.ts';
import type { GwshList } from '#src/lib/gwsh/list/listFile.ts';
import { formatPoints } from '#src/lib/points/exact.ts';
import { fullReading } from '#src/lib/gwsh/list/readingTexts.ts';
import { gradeNames, shownBrigadeName } from '#src/lib/gwsh/list/listFormat.ts';
import { FindingItem } from '../../shared/Findings.tsx';
import { gwshRuleLink } from '#src/lib/gwsh/sections.ts';
import { divisionGradeName } from '#src/lib/gwsh/list/artilleryGrade.ts';
import { frontNames } from '#src/lib/gwsh/front.ts';
import RosterQr from './RosterQr.tsx';
// Styles: ./roster.css, which the list builder's one sheet (listBuilder.css) imports and the organiser's check imports itself.

const each = (n: number | null) => (n === null ? '–' : formatPoints(n));

type Line = ItemsCost['lines'][number] | ListCost['brigades'][number]['stands'][number];

/** One stand, aircraft or defence on the sheet: what it is, how many, the price each and the subtotal. */
function RosterLine({ line }: { line: Line }) {
  return (
    <tr>
      <td>{line.row?.name ?? `“${line.id}” (not found)`}</td>
      <td className="lb-num">{line.count}</td>
      <td className="lb-num">{each(line.pointsEach)}</td>
      <td className="lb-num">{line.subtotalText}</td>
    </tr>
  );
}

interface Props {
  list: GwshList;
  cost: ListCost;
  headingLevel?: 2 | 3;
  /** Draw the QR code at once (a roster shown on screen), not only when printing. */
  qrNow?: boolean;
  /** An opponent's copy (printSelection.ts): no total, findings or readings, and a line saying what is left out. */
  opponent?: boolean;
  /** End with the readings of unclear rules the cost relied on (a player may print without them). */
  readings?: boolean;
}

export default function Roster({ list, cost, headingLevel = 2, qrNow = false, opponent = false, readings = true }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const name = displayName(list);
  const problems = opponent ? [] : cost.findings.filter((f) => f.severity !== 'info');
  const notes = opponent ? [] : cost.findings.filter((f) => f.severity === 'info');
  const extras: [string, ItemsCost][] = [
    ['Aircraft', cost.aircraft],
    ['Defences and gas', cost.defences],
  ];
  return (
    <article className="lb-roster" aria-label={`${opponent ? 'Opponent’s copy' : 'Roster'}: ${name}`}>
      <header className="lb-roster-head">
        <Heading className="lb-roster-title">{name}</Heading>
        {list.player && <p className="lb-roster-player">Player: {list.player}</p>}
        <p>
          {describeList(list, cost.nation.name)} · division {divisionGradeName[list.divisionGrade ?? 'mixed']}
          {list.theatre && ` · ${frontNames[list.theatre]}`} · data version {cost.dataVersion}
        </p>
        {opponent ? (
          <p className="lb-roster-opponent">
            Opponent’s copy: off-table formations, gas fire missions and the options are left out until they are revealed in play.
          </p>
        ) : (
          <RosterQr list={list} now={qrNow} />
        )}
      </header>
      <table className="lb-roster-table">
        <caption className="lb-sr">Stands and points of {name}</caption>
        <HeadRow numClass="lb-num" cols={['Stand', { num: 'No.' }, { num: 'Each' }, { num: 'Points' }]} />
        {cost.brigades.map((b, i) => (
          <tbody key={i} className="lb-roster-brigade">
            <tr className="lb-roster-group">
              <th scope="rowgroup" colSpan={4}>
                {shownBrigadeName(b.name, i)} · {gradeNames[b.grade]}
                {b.offTable && ' · off table'} · {counted(b.standCount, 'stand', 'stands')}
              </th>
            </tr>
            {b.stands.map((line, j) => (
              <RosterLine key={j} line={line} />
            ))}
            <tr className="lb-roster-sum">
              <td colSpan={3}>
                Base {b.baseCostText}
                {b.qualityPercent === null ? ' (no quality multiplier)' : ` × ${b.qualityPercent}%`}
                {b.offTable && ` × ${Math.round(b.offTableFactor * 100)}% off table`}
              </td>
              <td className="lb-num">
                <strong>{b.costText}</strong>
              </td>
            </tr>
          </tbody>
        ))}
        {extras.map(([title, items]) =>
          items.lines.length === 0 ? null : (
            <tbody key={title} className="lb-roster-brigade">
              <tr className="lb-roster-group">
                <th scope="rowgroup" colSpan={4}>
                  {title} (not multiplied)
                </th>
              </tr>
              {items.lines.map((line, j) => (
                <RosterLine key={j} line={line} />
              ))}
            </tbody>
          ),
        )}
        {!opponent && (
          <tfoot>
            <tr className="lb-roster-total">
              <th scope="row" colSpan={3}>
                Total{cost.limitText !== null && ` (allowed ${cost.limitText})`}
              </th>
              <td className="lb-num">
                <strong>{cost.totalText}</strong>
              </td>
            </tr>
          </tfoot>
        )}
      </table>
      {(
        [
          ['Problems', problems],
          ['Notes', notes],
        ] as const
      ).map(
        ([title, findings]) =>
          findings.length > 0 && (
            <section key={title} className="lb-roster-findings">
              <Heading className="lb-roster-subtitle">{title}</Heading>
              <ul className="findings">
                {findings.map((f, i) => (
                  <FindingItem key={i} finding={f} links={gwshRuleLink} />
                ))}
              </ul>
            </section>
          ),
      )}
      {!opponent && readings && cost.readings.length > 0 && (
        <p className="lb-roster-readings">
          Readings of unclear rules used: {cost.readings.map((r) => `${r.title} (other reading: ${fullReading(r).alternative})`).join('; ')}
          .
        </p>
      )}
    </article>
  );
}
