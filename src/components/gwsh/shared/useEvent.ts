/**
 * Binds the event's model (src/lib/tools/event/eventModel.ts) to the browser and to React: the browser's
 * storage, other tabs' changes through the storage event. One model
 * per page, so every part of a page that shows the event (the organiser's controls, the hall view, the
 * victory points page's record button) reads and changes the same one.
 */
import { useDeferredValue, useEffect } from 'react';
import { newEvent } from '#src/lib/gwsh/event/event.ts';
import { dataVersion } from '#src/lib/data/dataVersion.ts';
import { EventModel, type EventModelState } from '#src/lib/tools/event/eventModel.ts';
import { storageKeys } from '#src/lib/site/storageKeys.ts';
import { browserStorage, pageModel, webLocks } from '../../shared/pageModels.ts';
import { useSlice } from '../../shared/useSlice.ts';

export type { EventNews } from '#src/lib/tools/event/eventModel.ts';

/** This page's event model. */
export const eventModel = (): EventModel =>
  pageModel(
    storageKeys.event,
    () =>
      new EventModel({
        storage: browserStorage,
        now: Date.now,
        blank: () => ({ ...newEvent('My event'), dataVersion }),
        locks: webLocks(),
      }),
  );

/** Opens the kept event with the event file's reader, fetched on first use. */
export async function openEvent(model: EventModel = eventModel()): Promise<void> {
  const { parseEvent } = await import('#src/lib/gwsh/event/eventFile.ts');
  model.open(parseEvent);
}

/**
 * Opens the kept event once the page has drawn (the file's reader and its schemas are fetched then) and
 * follows other tabs' changes; each island that shows the event calls it once. `onlyIfKept`: a page that
 * only adds to an event opens it only when this browser keeps one (the state says `noneKept` otherwise).
 */
export function useOpenEvent({ onlyIfKept = false } = {}): void {
  useEffect(() => {
    const model = eventModel();
    // Opening twice is harmless (the model is the page's, opened once), so a page that goes away first needs no guard.
    if (!onlyIfKept || model.lookForKept()) void openEvent(model);
    const onStorage = (e: StorageEvent) => model.storageChanged(e.key);
    // A change still waiting for the lock when the page is left is saved at once, so leaving loses nothing.
    const onLeave = () => model.saveQueued();
    window.addEventListener('storage', onStorage);
    window.addEventListener('pagehide', onLeave);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('pagehide', onLeave);
    };
  }, [onlyIfKept]);
}

/** The slice of the event's state a part draws (../../shared/useSlice.ts); its actions are the model's (`eventModel()`). */
export const useEventState = <R>(select: (state: EventModelState) => R): R => useSlice(eventModel(), select);

/**
 * The event and its generation for the page's long parts (a round's hundred tables, the standings), a
 * moment after the rest of the page: drawn in the background in slices, so a change of a thousand players'
 * event never takes the page in one task. Each such part is a memo() given them as props.
 */
export function useDeferredEvent(): { event: EventModelState['event']; generation: number } {
  const event = useDeferredValue(useEventState((s) => s.event));
  const generation = useDeferredValue(useEventState((s) => s.generation));
  return { event, generation };
}
