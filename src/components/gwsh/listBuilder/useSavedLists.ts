/**
 * The list builder's saved lists: binds the store (src/lib/storage/savedListsStore.ts) to React. The
 * store decides everything; this hook gives it the browser's storage, timers, Web Locks and events, and
 * draws what it holds.
 */
import { startTransition, useCallback, useEffect, useMemo, useState, type RefObject } from 'react';
import type { CostTables } from '#src/lib/data/tables/costTables.ts';
import { openStorage } from '#src/lib/storage/safeStorage.ts';
import { listIdFrom } from '#src/lib/storage/savedListRecord.ts';
import { SavedListsStore } from '#src/lib/storage/savedListsStore.ts';

/** The Web Lock every tab takes to save a list. */
const SAVE_LOCK = 'gwt:gwsh-list-save';

function randomId(): string {
  const uuid = globalThis.crypto?.randomUUID?.();
  return listIdFrom(uuid ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`);
}

/** `tables` holds the troop-cost tables loaded so far, which a list's row snapshot is read from. */
export function useSavedLists(announce: (text: string) => void, tables: RefObject<CostTables | null>) {
  const [store] = useState(
    () =>
      new SavedListsStore({
        storage: openStorage(() => (typeof window === 'undefined' ? null : window.localStorage)),
        now: Date.now,
        newId: randomId,
        tabId: randomId().slice(0, 32),
        announce: (text) => announce(text),
        tables: () => tables.current,
        // Two tabs never interleave their read-check-write of the saved lists; without the API, save at once.
        withLock: (save) => {
          const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
          if (locks) void locks.request(SAVE_LOCK, save);
          else save();
        },
        setTimer: (run, ms) => setTimeout(run, ms),
        clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
      }),
  );
  // The store owns the lists. Read through state rather than useSyncExternalStore: opening a large backup is
  // drawn as a transition (in slices), which an external store's updates never are.
  const [state, setState] = useState(store.getState);
  useEffect(() => store.subscribe(setState), [store]);

  useEffect(() => {
    let live = true;
    // The rules that read storage carry the list file's schema: fetched while the page opens.
    import('#src/lib/storage/savedLists.ts').then(
      // A transition: React draws the lists in slices, yielding to the player's input between them.
      (rules) => live && startTransition(() => store.open(rules)),
      () => live && store.failedToOpen(),
    );
    const onStorage = (event: StorageEvent) => store.storageChanged(event.key);
    const flush = () => store.saveNow();
    const onVisibility = () => document.visibilityState === 'hidden' && store.saveNow();
    window.addEventListener('storage', onStorage);
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      live = false;
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [store]);

  // The same array while neither changes, so what is worked out from the lists is worked out again only then.
  const lists = useMemo(() => SavedListsStore.listsOf({ lists: state.lists, draft: state.draft }), [state.lists, state.draft]);
  const savedIds = useMemo(() => new Set(lists.filter((l) => l.rev > 0).map((l) => l.id)), [lists]);
  /** Whether a list has been saved at least once (a new player's first list is not, until changed). */
  const isSaved = useCallback((id: string) => savedIds.has(id), [savedIds]);
  return { ...state, lists, isSaved, ...store.actions };
}

export type SavedListsApi = ReturnType<typeof useSavedLists>;
