/**
 * A running table the victory points page kept before it recorded games in the event (a version 1 event:
 * scores by name, no pairings). It is never read over the event nor deleted unasked: the organiser opens
 * it here, in place of the event on screen (with Undo), or forgets it.
 */
import { useMemo, useState } from 'react';
import { parseEvent } from '#src/lib/gwsh/event/eventFile.ts';
import { eventSummary } from '#src/lib/gwsh/event/event.ts';
import { storageKeys } from '#src/lib/site/storageKeys.ts';
import { keepsOldTable } from '#src/lib/tools/event/eventModel.ts';
import { eventModel, useEventState } from '../shared/useEvent.ts';

export default function OldRunningTable() {
  const model = eventModel();
  const old = useEventState((s) => s.oldTable);
  const [opened, setOpened] = useState(false);
  const read = useMemo(
    () => (!keepsOldTable(old) ? null : old.unreadable === null ? parseEvent(old.value) : { ok: false as const, message: old.unreadable }),
    [old],
  );
  if (!read) return null;
  const forget = () =>
    model.forgetOldTable(
      (removed) =>
        !removed.ok &&
        model.setNews({
          text: 'The old running table could not be forgotten: this browser is not letting the page change what it keeps (private browsing, or site storage turned off).',
          error: true,
        }),
    );
  if (!read.ok) {
    return (
      <p className="gd-hint gd-noprint" data-testid="old-running-table">
        This browser also keeps a running table from the victory points page that cannot be read ({read.message}); it is left as it is,
        under “{storageKeys.runningTable}”.
      </p>
    );
  }
  const summary = eventSummary(read.event);
  const open = () => {
    model.replace(read.event, `${summary} opened in place of ${eventSummary(model.getState().event)}.`);
    setOpened(true);
  };
  return (
    <div role="group" aria-label="An older running table" className="gd-actions gd-noprint" data-testid="old-running-table">
      <span>
        {opened
          ? `${summary} is open here as the event; the old copy is still kept in this browser.`
          : `This browser also keeps the victory points page's running table ${summary}, from before that page recorded games in the event.`}
      </span>
      {!opened && (
        <button type="button" onClick={open}>
          Open it here
        </button>
      )}
      <button type="button" className="gd-secondary" onClick={forget}>
        Forget the old table
      </button>
    </div>
  );
}
