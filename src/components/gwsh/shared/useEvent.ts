/**
 * Binds the event's model (src/lib/tools/event/eventModel.ts) to the browser and to React: the browser's
 * storage, other tabs' changes through the storage event. One model
 * per page, so every part of a page that shows the event (the organiser's controls, the hall view, the
 * victory points page's record button) reads and changes the same one.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { newEvent } from '#src/lib/gwsh/event/event.ts';
import { dataVersion } from '#src/lib/data/dataVersion.ts';
import { EventModel, type EventModelState } from '#src/lib/tools/event/eventModel.ts';
import { browserStorage } from '../../shared/browserStorage.ts';
import { newTabId } from '#src/lib/storage/stamp.ts';

export type { EventNews } from '#src/lib/tools/event/eventModel.ts';

let pageModel: EventModel | null = null;

/** This page's event model. */
export function eventModel(): EventModel {
  return (pageModel ??= new EventModel({
    storage: browserStorage,
    tabId: newTabId(),
    now: Date.now,
    blank: () => ({ ...newEvent('My event'), dataVersion }),
  }));
}

/** Opens the kept event with the event file's reader, fetched on first use. */
export async function openEvent(model: EventModel = eventModel()): Promise<void> {
  const { parseEvent } = await import('#src/lib/gwsh/event/eventFile.ts');
  model.open(parseEvent);
}

/**
 * The kept event, opened once the page has drawn (the file's reader and its schemas are fetched then) and
 * followed live. `onlyIfKept`: a page that only adds to an event opens it only when this browser keeps one
 * (the state says `noneKept` otherwise).
 */
export function useEvent({ onlyIfKept = false } = {}): { model: EventModel; state: EventModelState } {
  const model = eventModel();
  const state = useSyncExternalStore(model.subscribe, model.getState, model.getState);
  useEffect(() => {
    // Opening twice is harmless (the model is the page's, opened once), so a page that goes away first needs no guard.
    if (!onlyIfKept || model.lookForKept()) void openEvent(model);
    const onStorage = (e: StorageEvent) => model.storageChanged(e.key);
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [model, onlyIfKept]);
  return { model, state };
}
