/**
 * A round's tables in large type for the hall's screen or wall: by table, then every player A to Z with
 * their table, and (the organiser's view) the players' link as a QR code to follow the event on a phone.
 */
import { lazy, Suspense } from 'react';
import { hallSeats } from '#src/lib/gwsh/event/eventExport.ts';
import type { CompetitionEvent } from '#src/lib/gwsh/event/event.ts';
import { useHeadings } from '../../shared/headings.tsx';

const PlayersLinkQr = lazy(() => import('./PlayersLinkQr.tsx'));

export function HallBoard({ event, roundIndex, onClose }: { event: CompetitionEvent; roundIndex: number; onClose?: () => void }) {
  const { Title, Sub } = useHeadings();
  const { byTable, byName } = hallSeats(event, roundIndex);
  const label = event.rounds[roundIndex]!.label;
  const seat = (s: (typeof byTable)[number]) => (s.table === null ? 'bye' : `table ${s.table}, ${s.side}, against ${s.opponent}`);
  return (
    <section className="ev-hall" data-testid="hall-board" aria-label={`${event.name}, ${label}`}>
      {onClose && (
        <div className="gd-actions gd-noprint">
          <button type="button" className="gd-secondary" onClick={onClose}>
            Back to the event
          </button>
          <button type="button" className="gd-secondary" onClick={() => window.print()}>
            Print the round
          </button>
        </div>
      )}
      <Title>
        {event.name}: {label}
      </Title>
      <ol className="ev-hall-tables">
        {byTable
          .filter((s) => s.side === 'Allied')
          .map((s) => (
            <li key={s.table}>
              <strong>Table {s.table}</strong> {s.player} (Allied) against {s.opponent} (Axis)
            </li>
          ))}
        {byTable
          .filter((s) => s.table === null)
          .map((s) => (
            <li key={s.player}>
              <strong>Bye</strong> {s.player}
            </li>
          ))}
      </ol>
      <Sub>Find your table</Sub>
      <ul className="ev-hall-names">
        {byName.map((s) => (
          <li key={s.player}>
            <strong>{s.player}</strong>: {seat(s)}
          </li>
        ))}
      </ul>
      {/* On the organiser's hall view; a player's read-only copy is already that link. */}
      {onClose && (
        <Suspense fallback={null}>
          <PlayersLinkQr event={event} />
        </Suspense>
      )}
    </section>
  );
}
