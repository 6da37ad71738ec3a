/**
 * On the organiser's check: the lists checked here handed in to the event kept in this browser, each to the
 * player it names (src/lib/gwsh/event/handIn.ts), so the event page's rows carry their verdicts. Nothing
 * when this browser keeps no event.
 */
import { useState } from 'react';
import { useCheckLists } from './useCheckLists.ts';
import { useEvent } from '../shared/useEvent.ts';
import { EVENT_PAGE } from '../shared/eventKey.ts';
import { handInByName, handInByNameWords } from '#src/lib/gwsh/event/handIn.ts';

export default function HandInToEvent() {
  const checked = useCheckLists((s) => s.checked);
  const { model, state } = useEvent({ onlyIfKept: true });
  const [asked, setAsked] = useState(false);
  if (!state.ready) return null;
  const lists = checked.flatMap((c) => (c.ok ? [{ file: c.file, list: c.list }] : []));
  if (lists.length === 0) return null;
  const give = () => {
    setAsked(true);
    model.change(handInByName(lists), handInByNameWords(state.event, lists));
  };
  return (
    <div className="check-toolbar" data-testid="hand-in-to-event">
      <button type="button" onClick={give}>
        Hand these lists in to “{state.event.name}”, each to the player it names
      </button>
      <span role="status">
        {asked && state.news?.text}
        {asked && state.news && !state.news.error && (
          <>
            {' '}
            <a href={EVENT_PAGE}>See the players’ verdicts on the event page</a>
          </>
        )}
      </span>
    </div>
  );
}
