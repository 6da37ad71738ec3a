/** What differs from the event kept in this browser: its rules pack, and the data its lists are costed on. */
import type { RulesPack } from '#src/lib/gwsh/rulesPack.ts';
import { eventDifferences, type ListVersion } from '#src/lib/gwsh/event/eventAgreement.ts';
import type { CompetitionEvent } from '#src/lib/gwsh/event/event.ts';
import type { EventModel } from '#src/lib/tools/event/eventModel.ts';
import { dataVersion } from '#src/lib/data/dataVersion.ts';
import { useSlice } from '../../shared/useSlice.ts';
import { RULES_PACK_PAGE } from './RulesPackNotice.tsx';
import { EVENT_PAGE } from './eventKey.ts';

interface Props {
  /** The page's event model, opened on the event this browser keeps. */
  model: EventModel;
  pack: RulesPack | null;
  lists: readonly ListVersion[];
}

/** The event as this browser keeps it; nothing when it could not be read (the model started a new one). */
export default function EventDifferences({ model, pack, lists }: Props) {
  const event = useSlice(model, (s) => (s.ready && s.generation > 0 ? s.event : null));
  return event && <DifferencesFromEvent event={event} pack={pack} lists={lists} />;
}

export function DifferencesFromEvent({
  event,
  pack,
  lists = [],
}: {
  event: CompetitionEvent;
  pack: RulesPack | null;
  lists?: readonly ListVersion[];
}) {
  const differences = eventDifferences(event, { pack, dataVersion }, lists);
  if (differences.length === 0) return null;
  return (
    <aside className="rp-notice" aria-label="Differences from the event" data-testid="event-differences">
      <p>
        <strong>Not as the event “{event.name}” is played:</strong>
      </p>
      <ul>
        {differences.map((d) => (
          <li key={d}>{d}</li>
        ))}
      </ul>
      <p>
        <a href={EVENT_PAGE}>Event page</a> (the event or this browser can take the other’s pack) ·{' '}
        <a href={RULES_PACK_PAGE}>Rules pack page</a> · <a href="/changelog/">Data changelog</a>
      </p>
    </aside>
  );
}
