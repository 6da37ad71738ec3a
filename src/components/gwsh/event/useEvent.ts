/**
 * Binds the event's model (src/lib/tools/event/eventModel.ts) to the browser and to React: the browser's
 * storage, other tabs' changes through the storage event. One model
 * per page, so every part of a page that shows the event (the organiser's controls, the hall view, the
 * victory points page's record button) reads and changes the same one.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { newEvent } from '#src/lib/gwsh/event/event.ts';
import { dataVersion } from '#src/lib/data/dataVersion.ts';
import { storageKeys } from '#src/lib/site/storageKeys.ts';
import { EventModel, type EventModelState } from '#src/lib/tools/event/eventModel.ts';
import { browserStorage } from '../../shared/browserStorage.ts';

export type { EventNews } from '#src/lib/tools/event/eventModel.ts';

const tabId = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`).slice(0, 32);

let pageModel: EventModel | null = null;

/** This page's event model. */
export function eventModel(): EventModel {
  return (pageModel ??= new EventModel({
    storage: browserStorage,
    tabId: tabId(),
    now: Date.now,
    blank: () => ({ ...newEvent('My event'), dataVersion }),
  }));
}

/**
 * The kept event, opened once the page has drawn (the file's reader and its schemas are fetched then) and
 * followed live. `onlyIfKept`: a page that only adds to an event opens it only when this browser keeps one.
 */
export function useEvent({ onlyIfKept = false } = {}): { model: EventModel; state: EventModelState } {
  const model = eventModel();
  const state = useSyncExternalStore(model.subscribe, model.getState, model.getState);
  useEffect(() => {
    let live = true;
    if (onlyIfKept && browserStorage().get(storageKeys.event) === null) return;
    void import('#src/lib/gwsh/event/eventFile.ts').then(({ parseEvent }) => live && model.open(parseEvent));
    const onStorage = (e: StorageEvent) => model.storageChanged(e.key);
    window.addEventListener('storage', onStorage);
    return () => {
      live = false;
      window.removeEventListener('storage', onStorage);
    };
  }, [model, onlyIfKept]);
  return { model, state };
}
