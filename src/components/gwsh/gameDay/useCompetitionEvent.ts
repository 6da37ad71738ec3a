/**
 * The competition table's event, kept in this browser (src/lib/storage/competitionStorage.ts): read once
 * the page has drawn, saved on every change, and shared with other tabs on the same page. A change is made
 * on what storage holds now, under a Web Lock, so two tabs recording scores never lose one; another tab's
 * change is shown here as soon as the browser reports it.
 */
import { startTransition, useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { newEvent, type CompetitionEvent, type EventUpdate } from '#src/lib/gwsh/game/competition.ts';
import type { RecentChange } from '#src/lib/storage/competitionStorage.ts';
import { browserStorage } from '../../shared/browserStorage.ts';
import { storageLocks } from '#src/lib/site/storageKeys.ts';

/**
 * The store carries the event schema (zod): it is fetched once the page has drawn, and the table's
 * controls are drawn once the saved table has been read, so nothing can overwrite it.
 */
type Store = typeof import('#src/lib/storage/competitionStorage.ts');
const loadStore = (): Promise<Store> => import('#src/lib/storage/competitionStorage.ts');

/** The Web Lock a tab holds while it reads, changes and saves the table. */
const EVENT_LOCK = storageLocks.runningTable;
const withLock = (work: () => void) => {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks) void locks.request(EVENT_LOCK, work);
  else work();
};

export const DEFAULT_EVENT_NAME = 'My event';

export interface EventNews {
  text: string;
  error: boolean;
}

/** `onLoaded` hears the event read from storage, or from another tab, so the page can follow it (its round, its name). */
export function useCompetitionEvent(onNews: (news: EventNews) => void, onLoaded: (event: CompetitionEvent) => void) {
  const [event, setEvent] = useState<CompetitionEvent>(() => newEvent(DEFAULT_EVENT_NAME));
  const [storageMessage, setStorageMessage] = useState<string | null>(null);
  const [store, setStore] = useState<Store | null>(null);
  const loadedEvent = useEffectEvent(onLoaded);
  const newsEvent = useEffectEvent(onNews);
  /** The table on screen, for a change that runs once the lock is granted (after this render, maybe later). */
  const shown = useRef(event);
  useLayoutEffect(() => {
    shown.current = event;
  }, [event]);

  useEffect(() => {
    let live = true;
    void loadStore().then((loadedStore) => {
      if (!live) return;
      const loaded = loadedStore.loadSavedEvent(browserStorage());
      if (loaded.event) {
        setEvent(loaded.event);
        loadedEvent(loaded.event);
      }
      setStorageMessage(loaded.message);
      setStore(loadedStore);
    });
    return () => {
      live = false;
    };
  }, []);

  /** This tab's changes that may be made again (RecentChange), while another tab's save could cross them. */
  const recent = useRef<RecentChange[]>([]);
  /**
   * A change (a score, a round, a name) made on the latest saved table and saved; `done` says what it did.
   * `repeatable`: making it twice gives the same table (a score, a name), so it is watched (changesLeftOut).
   */
  const change = (make: (event: CompetitionEvent) => EventUpdate, done: string, repeatable = false) =>
    withLock(() => {
      const result = store
        ? store.changeSavedEvent(browserStorage(), shown.current, make)
        : { ...make(shown.current), fromOtherTab: false, saved: { ok: true as const } };
      if (!result.ok) return onNews({ text: `Not recorded: ${result.message}.`, error: true });
      if (repeatable) recent.current.push({ make, done, at: Date.now() });
      shown.current = result.event;
      setEvent(result.event);
      if (!result.saved.ok) setStorageMessage(result.saved.message);
      if (result.fromOtherTab) onLoaded(result.event);
      if (done) {
        const merged = result.fromOtherTab ? ' (with the scores another tab had recorded)' : '';
        onNews({ text: `${done}${merged}`, error: false });
      }
    });

  const changeEvent = useEffectEvent(change);

  useEffect(() => {
    if (!store) return;
    const onStorage = (e: StorageEvent) => {
      if (e.key !== store.EVENT_STORAGE_KEY && e.key !== null) return;
      const theirs = store.storedEvent(browserStorage());
      if (!theirs) return;
      setEvent(theirs);
      loadedEvent(theirs);
      newsEvent({ text: 'The table was changed in another tab: it shows the latest scores.', error: false });
      // A change of ours that this save crossed is made again (once), and the page says what it was.
      const now = Date.now();
      const watched = recent.current.filter((c) => now - c.at < store.RECENT_CHANGE_MS);
      const lost = store.changesLeftOut(theirs, watched);
      recent.current = watched.filter((c) => !lost.includes(c));
      for (const c of lost) changeEvent(c.make, `${c.done} Recorded again: another tab had saved the table without it.`);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store]);

  /** Puts a whole event on screen and saves it (an import, or Undo of one). */
  const replace = (next: CompetitionEvent) => {
    shown.current = next;
    // A transition: a large event's table is drawn in slices, the page answering between them.
    startTransition(() => setEvent(next));
    const saved = store?.saveEvent(browserStorage(), next);
    if (saved && !saved.ok) setStorageMessage(saved.message);
  };

  /** Starts a new event and forgets the saved one. */
  const startNew = () => {
    const fresh = newEvent(DEFAULT_EVENT_NAME);
    shown.current = fresh;
    setEvent(fresh);
    const cleared = store?.clearSavedEvent(browserStorage());
    if (cleared && !cleared.ok) setStorageMessage(cleared.message);
    return fresh;
  };

  return { event, ready: store !== null, storageMessage, change, replace, startNew };
}
