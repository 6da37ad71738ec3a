/**
 * The list total against its limit: a bar that stays in reach at the bottom of the screen (role="meter",
 * with the numbers in words), and a breakdown per brigade, aircraft and defences.
 */
import type { ListCost } from '#src/lib/gwsh/list/costList.ts';
import { formatPoints } from '#src/lib/points/exact.ts';
import { useEffect, useState, type ReactNode } from 'react';

/** "37.5 left", "12 over", or nothing without a limit. */
export function remainingText(cost: ListCost): string | null {
  if (cost.remaining === null) return null;
  return cost.remaining < 0 ? `${formatPoints(-cost.remaining)} over` : `${formatPoints(cost.remaining)} left`;
}

/**
 * The total read out once the player pauses, not at every keystroke. Its own state, so that announcing
 * redraws this line only, not the whole list builder.
 */
export function TotalAnnouncement({ cost }: { cost: ListCost }) {
  const [sentence, setSentence] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setSentence(totalSentence(cost)), 800);
    return () => clearTimeout(t);
  }, [cost]);
  return (
    <p className="lb-sr" aria-live="polite">
      {sentence}
    </p>
  );
}

/** The total in one sentence, for the meter and the live announcement. */
export function totalSentence(cost: ListCost): string {
  if (cost.limit === null) return `Total ${cost.totalText} points; this part has no points allowance.`;
  return `Total ${cost.totalText} of ${cost.limitText} points, ${remainingText(cost)}.`;
}

export function TotalBar({
  cost,
  name,
  problemsHref,
  children,
}: {
  cost: ListCost;
  name: string;
  problemsHref: string;
  children?: ReactNode;
}) {
  const limit = cost.limit;
  const share = limit ? Math.min(cost.total / limit, 1) : 0;
  const state = limit === null ? 'none' : cost.total > limit ? 'over' : cost.total >= limit * 0.9 ? 'close' : 'under';
  const errors = cost.errors.length;
  return (
    <div className={`lb-totalbar lb-totalbar--${state}`}>
      {children}
      <div className="lb-total-line">
        <p className="lb-total-text">
          <span className="lb-total-name">{name}</span>
          <span className="lb-total-figure">{cost.totalText}</span>
          {limit !== null && <> / {cost.limitText} pts</>}
          {limit === null && <> pts</>}
          {remainingText(cost) && <span className="lb-total-left"> · {remainingText(cost)}</span>}
        </p>
        {errors > 0 && (
          <a className="lb-total-problems" href={problemsHref}>
            {errors} {errors === 1 ? 'rule broken' : 'rules broken'}
          </a>
        )}
      </div>
      {limit !== null && (
        <div
          className="lb-meter"
          role="meter"
          aria-label="Points used"
          aria-valuemin={0}
          aria-valuemax={limit}
          aria-valuenow={Math.min(cost.total, limit)}
          aria-valuetext={totalSentence(cost)}
        >
          <div className="lb-meter-fill" style={{ inlineSize: `${(share * 100).toFixed(2)}%` }} />
        </div>
      )}
    </div>
  );
}

/** Every part of the total, so that the sum can be checked by eye. */
export function Breakdown({ cost, names }: { cost: ListCost; names: readonly string[] }) {
  return (
    <details className="lb-breakdown">
      <summary>How the total adds up</summary>
      <table className="lb-table">
        <caption className="lb-sr">Points per part of the list</caption>
        <tbody>
          {cost.brigades.map((b, i) => (
            <tr key={i}>
              <th scope="row">{names[i]}</th>
              <td>{b.costText}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">Aircraft</th>
            <td>{cost.aircraft.subtotalText}</td>
          </tr>
          <tr>
            <th scope="row">Defences and gas</th>
            <td>{cost.defences.subtotalText}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td>{cost.totalText}</td>
          </tr>
          {cost.limitText !== null && (
            <tr>
              <th scope="row">
                <a href={cost.limitHref}>Points allowed</a>
              </th>
              <td>{cost.limitText}</td>
            </tr>
          )}
        </tfoot>
      </table>
    </details>
  );
}
