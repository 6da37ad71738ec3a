/** What a player sees from the read-only link: the latest round's tables, and the standings unless the organiser hides them. */
import type { CompetitionEvent } from '#src/lib/gwsh/event/event.ts';
import { HallBoard } from './HallBoard.tsx';
import { EventStandings } from './EventStandings.tsx';

export function EventView({ event }: { event: CompetitionEvent }) {
  return (
    <div data-testid="event-view">
      <p className="gd-hint">A read-only copy of “{event.name}” as the organiser shared it. Nothing here changes the organiser's event.</p>
      {event.rounds.length > 0 ? <HallBoard event={event} roundIndex={event.rounds.length - 1} /> : <p>No round has been paired yet.</p>}
      {event.standingsHidden ? <p>The standings are hidden until the prize-giving.</p> : <EventStandings event={event} />}
    </div>
  );
}
