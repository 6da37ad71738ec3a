/**
 * Exact odds as players read them, for every calculator: each result's fraction and
 * percentage, "this or better" where results have an order, the average where they are numbers, and a
 * second choice side by side. The numbers come from src/lib/dice/oddsView.ts; the bars only repeat them.
 */
import { Fragment } from 'react';
import { toDecimal } from '../../lib/numbers/fraction.ts';
import type { OddsChoice } from '../../lib/dice/oddsView.ts';
import './controls.css';
import './oddsTable.css';

interface Props {
  caption: string;
  /** One choice, or two side by side (same results in the same order, see compareOdds). */
  choices: readonly [OddsChoice] | readonly [OddsChoice, OddsChoice];
  testId?: string;
  /** What "better" means for this roll, for the column heading: "This or better", "At least this many". */
  orBetterHeading?: string;
  /** How the average is named: "Average hits". */
  meanLabel?: string;
}

interface TableProps {
  caption: string;
  choices: readonly OddsChoice[];
  ordered: boolean;
  orBetterHeading: string;
  testId?: string;
  className: string;
}

/** One table of results, with one group of columns for each choice given. */
function ResultsTable({ caption, choices, ordered, orBetterHeading, testId, className }: TableProps) {
  const [first] = choices;
  const pair = choices.length === 2;
  const span = ordered ? 3 : 2;
  return (
    <div className={`odds-scroll ${className}`} role="region" aria-label={caption} tabIndex={0}>
      <table className="odds-table" data-testid={testId}>
        <caption>{caption}</caption>
        <thead>
          {pair && (
            <tr>
              <td />
              {choices.map((c) => (
                <th key={c.label} scope="colgroup" colSpan={span} className="odds-choice">
                  {c.label}
                </th>
              ))}
            </tr>
          )}
          <tr>
            <th scope="col">Result</th>
            {choices.map((c) => (
              <Fragment key={c.label}>
                <th scope="col" className="odds-num">
                  Chance
                </th>
                <th scope="col" className="odds-num">
                  %
                </th>
                {ordered && (
                  <th scope="col" className="odds-num">
                    {orBetterHeading}
                  </th>
                )}
              </Fragment>
            ))}
          </tr>
        </thead>
        <tbody>
          {first!.odds.lines.map((line, i) => (
            <tr key={line.key} data-outcome={line.key}>
              <th scope="row">
                {line.label}
                {!pair && (
                  <span className="odds-bar" aria-hidden="true">
                    <span style={{ width: `${(100 * line.chance.probability.num) / line.chance.probability.den}%` }} />
                  </span>
                )}
              </th>
              {choices.map((c) => {
                const l = c.odds.lines[i]!;
                return (
                  <Fragment key={c.label}>
                    <td className="odds-num">{l.chance.fraction}</td>
                    <td className="odds-num">{l.chance.percent}</td>
                    {ordered && <td className="odds-num">{l.orBetter ? `${l.orBetter.percent} (${l.orBetter.fraction})` : ''}</td>}
                  </Fragment>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function OddsTable({ caption, choices, testId, orBetterHeading = 'This or better', meanLabel = 'Average' }: Props) {
  const [first] = choices;
  const ordered = first.odds.lines.some((l) => l.orBetter !== null);
  const pair = choices.length === 2;
  const means = choices.filter((c) => c.odds.mean !== null);
  const shared = { ordered, orBetterHeading };
  return (
    <div className="odds">
      <ResultsTable caption={caption} choices={choices} testId={testId} className={pair ? 'odds-side-by-side' : ''} {...shared} />
      {/* Two choices side by side are too wide for a phone: there, each has its own table, one above the other. */}
      {pair && (
        <div className="odds-one-by-one" data-pagefind-ignore>
          {choices.map((c) => (
            <ResultsTable key={c.label} caption={`${caption}: ${c.label}`} choices={[c]} className="" {...shared} />
          ))}
        </div>
      )}
      {means.length > 0 && (
        <p className="odds-mean" data-testid={testId && `${testId}-mean`}>
          {meanLabel}:{' '}
          {means
            .map((c) => `${toDecimal(c.odds.mean!)}${pair ? ` (${c.label.charAt(0).toLowerCase()}${c.label.slice(1)})` : ''}`)
            .join(', ')}
          .
        </p>
      )}
    </div>
  );
}
