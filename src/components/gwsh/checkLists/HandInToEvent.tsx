/**
 * On the organiser's check: the lists checked here handed in to the event kept in this browser, each to the
 * player it names (src/lib/gwsh/event/handIn.ts), so the event page's rows carry their verdicts. Nothing
 * when this browser keeps no event.
 */
import { useState } from 'react';
import { useCheckLists } from './useCheckLists.ts';
import { eventModel, useEventState, useOpenEvent } from '../shared/useEvent.ts';
import { EVENT_PAGE } from '../shared/eventKey.ts';
import { handInByName, handInByNameWords } from '#src/lib/gwsh/event/handIn.ts';

export default function HandInToEvent() {
  const checked = useCheckLists((s) => s.checked);
  useOpenEvent({ onlyIfKept: true });
  const ready = useEventState((s) => s.ready);
  const event = useEventState((s) => s.event);
  const news = useEventState((s) => s.news);
  const [asked, setAsked] = useState(false);
  if (!ready) return null;
  const lists = checked.flatMap((c) => (c.ok ? [{ file: c.file, list: c.list }] : []));
  if (lists.length === 0) return null;
  const give = () => {
    setAsked(true);
    eventModel().change(handInByName(lists), handInByNameWords(event, lists));
  };
  return (
    <div className="check-toolbar" data-testid="hand-in-to-event">
      <button type="button" onClick={give}>
        Hand these lists in to “{event.name}”, each to the player it names
      </button>
      <span role="status">
        {asked && news?.text}
        {asked && news && !news.error && (
          <>
            {' '}
            <a href={EVENT_PAGE}>See the players’ verdicts on the event page</a>
          </>
        )}
      </span>
    </div>
  );
}
