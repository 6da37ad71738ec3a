/**
 * "Checked with <event>'s rules pack": shown above every result a pack can change (list builder,
 * organiser's page, victory points), with what it changes and the way to change or stop it. Nothing
 * without a pack.
 */
import type { ActivePack } from '#src/lib/gwsh/packInForce.ts';
import './rulesPackNotice.css';

export const RULES_PACK_PAGE = '/gwsh/calculators/rules-pack/';

export default function RulesPackNotice({ active, what }: { active: Pick<ActivePack, 'summary'> | null; what: string }) {
  if (!active) return null;
  const { name, alternativesTaken, maxAircraft, exceptions } = active.summary;
  return (
    <aside className="rp-notice" aria-label="Event rules pack" data-testid="rules-pack-notice">
      <p>
        <strong>
          {what} with {name}&rsquo;s rules pack.
        </strong>{' '}
        {alternativesTaken.length === 0 ? 'It keeps every reading of this site.' : 'It takes the other reading of:'}
      </p>
      {alternativesTaken.length > 0 && (
        <ul>
          {alternativesTaken.map((r) => (
            <li key={r.id}>
              {r.alternative} (<a href={`/gwsh/readings/#${r.id}`}>{r.rule}</a>)
            </li>
          ))}
        </ul>
      )}
      {maxAircraft !== null && <p>Aircraft: at most {maxAircraft} per list and per force (10.4).</p>}
      {exceptions.length > 0 && (
        <>
          <p>Exceptions the organiser agreed (9.0), not checked by the site:</p>
          <ul>
            {exceptions.map((e, i) => (
              <li key={i}>{e}</li>
            ))}
          </ul>
        </>
      )}
      <p>
        <a href={RULES_PACK_PAGE}>See, change or stop using the rules pack</a>
      </p>
    </aside>
  );
}

/** The event's rules pack on paper: its name, the readings it switched and the exceptions agreed (9.0). */
export function RulesPackOnRoster({ summary }: { summary: ActivePack['summary'] }) {
  return (
    <div className="rp-roster" data-testid="printed-rules-pack">
      <p>
        <strong>Checked with {summary.name}&rsquo;s rules pack.</strong>
        {summary.alternativesTaken.length > 0 &&
          ` Other readings: ${summary.alternativesTaken.map((r) => `${r.alternative} (${r.rule})`).join('; ')}.`}
        {summary.maxAircraft !== null && ` Aircraft: at most ${summary.maxAircraft}.`}
      </p>
      {summary.exceptions.length > 0 && <p>Exceptions agreed: {summary.exceptions.join(' ')}</p>}
    </div>
  );
}
