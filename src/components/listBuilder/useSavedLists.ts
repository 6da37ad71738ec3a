/**
 * The list builder's saved lists: the browser side of src/lib/storage/savedLists.ts. Holds the list on
 * screen (the draft), saves it at most 250 ms after each change and when the page is hidden, and follows
 * other tabs through the `storage` event. What to do in each case is decided in the library; this hook
 * only wires it to React state, timers and window events.
 */
import { startTransition, useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { TroopCosts } from '../../lib/data/tables/troopCosts.ts';
import type { GwshList } from '../../lib/gwsh/list/listFile.ts';
import { newList, displayName } from '../../lib/gwsh/list/listEdits.ts';
import { acceptCurrentData, refreshSnapshot, type RowSnapshot } from '../../lib/gwsh/list/rowChanges.ts';
import { openStorage, storageMessages, type SafeStorage } from '../../lib/storage/safeStorage.ts';
import {
  ACTIVE_LIST_KEY,
  copyName,
  keyOfList,
  listIdFrom,
  newRecord,
  nextRevision,
  serialiseRecord,
  sortLists,
  type Conflict,
  type SavedList,
  type UnreadableEntry,
} from '../../lib/storage/savedListRecord.ts';

type Rules = typeof import('../../lib/storage/savedLists.ts');
/**
 * The rules that read what storage holds check it with the list file's schema, so they are fetched while
 * the page opens (the first load carries no schema library). The hook is ready only once they are
 * here, and every action that reads storage waits for that.
 */
let loadedRules: Rules | null = null;
const loadRules = () => import('../../lib/storage/savedLists.ts').then((m) => (loadedRules = m));
function rules(): Rules {
  if (!loadedRules) throw new Error('useSavedLists: storage read before the saved-list rules arrived');
  return loadedRules;
}

/** Autosave delay after the last change (the brief allows up to 300 ms). */
export const SAVE_DELAY_MS = 250;
/** The Web Lock every tab takes to save a list. */
const SAVE_LOCK = 'gwt:gwsh-list-save';

export interface ListsState {
  ready: boolean;
  /** Why the saved lists could not be opened (the page went offline before it was kept); null otherwise. */
  loadError: string | null;
  /** Saved lists, oldest first, with the draft's unsaved content in its place. */
  lists: SavedList[];
  unreadable: UnreadableEntry[];
  /** The list on screen. */
  draft: SavedList;
  /** The draft has changes not yet in storage. */
  dirty: boolean;
  /** Another tab changed or deleted the draft's entry while this tab had unsaved changes. */
  conflict: Conflict | null;
  /** Why the latest change is not saved, or that nothing persists (private mode); null when all is well. */
  storageProblem: string | null;
  storageAvailable: boolean;
  /** The list deleted last, for Undo. */
  removed: SavedList | null;
}

function randomId(): string {
  const uuid = globalThis.crypto?.randomUUID?.();
  return listIdFrom(uuid ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`);
}

/** A new list has no brigades, so its snapshot reads no troop costs. */
const noTables: TroopCosts = new Map();

/** What a new player starts with: an empty list, not saved until it is first changed. */
const starterRecord = (from?: GwshList) =>
  newRecord(randomId(), newList({ nation: from?.nation ?? 'germany', year: from?.year ?? 1917, list: 'attack' }), Date.now(), noTables);

const initial: ListsState = {
  ready: false,
  loadError: null,
  lists: [],
  unreadable: [],
  draft: newRecord('pending', newList({ nation: 'germany', year: 1917 }), 0, noTables),
  dirty: false,
  conflict: null,
  storageProblem: null,
  storageAvailable: true,
  removed: null,
};

export type ConflictChoice = 'theirs' | 'mine' | 'copy';

/** `tables` holds the troop-cost tables loaded so far, which a list's row snapshot is read from. */
export function useSavedLists(announce: (text: string) => void, tables: RefObject<TroopCosts>) {
  const [state, setState] = useState<ListsState>(initial);
  const ref = useRef(state);
  const storage = useRef<SafeStorage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const tabId = useRef('');

  const update = useCallback((patch: Partial<ListsState> | ((s: ListsState) => Partial<ListsState>)) => {
    const next = { ...ref.current, ...(typeof patch === 'function' ? patch(ref.current) : patch) };
    ref.current = next;
    setState(next);
  }, []);

  const fine = () => (storage.current?.available === false ? storageMessages.unavailable : null);

  /** Writes a record as it is (the caller decided it may be written); false when storage refused it. */
  const write = useCallback(
    (record: SavedList): boolean => {
      const result = storage.current!.set(keyOfList(record.id), serialiseRecord(record));
      if (!result.ok) update({ storageProblem: result.message });
      return result.ok;
    },
    [update],
  );

  const upsert = (lists: readonly SavedList[], record: SavedList) => sortLists([...lists.filter((l) => l.id !== record.id), record]);

  /**
   * Saves the draft if it has changes: the one write path of an edit (revision check first). True when
   * nothing is left unsaved; false when the edit is still only on screen (storage refused it, or another
   * tab changed the entry), so the caller must not replace the draft.
   */
  const saveNow = useCallback((): boolean => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const s = ref.current;
    if (!s.ready || !s.dirty || !storage.current) return true;
    if (s.conflict) return false;
    const plan = rules().planSave(storage.current.get(keyOfList(s.draft.id)), s.draft, tabId.current, Date.now());
    if (plan.kind === 'conflict') {
      update({ conflict: plan.conflict });
      return false;
    }
    if (!write(plan.record)) return false;
    update((cur) => ({ draft: plan.record, dirty: false, lists: upsert(cur.lists, plan.record), storageProblem: fine() }));
    return true;
  }, [update, write]);

  /**
   * Before the list on screen is replaced (switch, new list, import): its edit must be saved first. If it
   * cannot be, the list stays on screen and the player is told why (an edit never only on screen).
   */
  const savedBeforeLeaving = useCallback((): boolean => {
    if (saveNow()) return true;
    announce(
      ref.current.conflict
        ? 'First choose what to keep of the list changed in another tab (see the message above).'
        : 'Your latest change to this list is not saved yet (see the message above), so it stays open: free some space and try again, or download it as a file.',
    );
    return false;
  }, [announce, saveNow]);

  /**
   * The autosave runs under a Web Lock shared by every tab of the site, so two tabs never interleave
   * their read-check-write of the saved lists; browsers without the API save directly.
   */
  const scheduleSave = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
      if (!locks) return void saveNow();
      void locks.request(SAVE_LOCK, () => void saveNow());
    }, SAVE_DELAY_MS);
  }, [saveNow]);

  const setActive = (id: string) => storage.current?.set(ACTIVE_LIST_KEY, id);

  /** Opens storage and the list this browser had open last. */
  useEffect(() => {
    let live = true;
    tabId.current = randomId().slice(0, 32);
    const opened = openStorage(() => window.localStorage);
    storage.current = opened;
    loadRules().then(
      () => {
        if (!live) return;
        const { lists, unreadable } = rules().loadLists(opened);
        const last = opened.get(ACTIVE_LIST_KEY);
        const draft = lists.find((l) => l.id === last) ?? lists.at(-1) ?? starterRecord();
        // A transition: React draws the lists in slices, yielding to the player's input between them.
        startTransition(() =>
          update({ ready: true, lists, unreadable, draft, storageAvailable: opened.available, storageProblem: fine() }),
        );
      },
      () => live && update({ loadError: 'The list builder could not be loaded. Check the connection and reload the page.' }),
    );
    return () => {
      live = false;
    };
  }, [update]);

  /** Another tab wrote or deleted an entry. */
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      const s = ref.current;
      if (!storage.current?.available || !s.ready) return;
      if (event.key !== null && !event.key.startsWith(keyOfList(''))) return;
      const { lists, unreadable } = rules().loadLists(storage.current);
      const key = keyOfList(s.draft.id);
      if (event.key !== null && event.key !== key) {
        update({ lists, unreadable });
        return;
      }
      // Re-read the entry: a later write may already have replaced the value this event carries.
      const plan = rules().planExternalChange(s.draft, s.dirty || timer.current !== null, storage.current.get(key));
      if (plan.kind === 'reload') {
        update({ lists, unreadable, draft: plan.record });
        announce('This list was changed in another tab: showing the latest version.');
      } else if (plan.kind === 'conflict') {
        if (timer.current) clearTimeout(timer.current);
        timer.current = null;
        update({ lists, unreadable, conflict: plan.conflict, dirty: true });
      } else {
        update({ lists, unreadable });
      }
    };
    const flush = () => saveNow();
    const onVisibility = () => document.visibilityState === 'hidden' && saveNow();
    window.addEventListener('storage', onStorage);
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [announce, saveNow, update]);

  /** Applies an edit to the list on screen and schedules the save. */
  const edit = useCallback(
    (change: (list: GwshList) => GwshList) => {
      update((s) => {
        const list = change(s.draft.list);
        if (list === s.draft.list) return {};
        return { draft: { ...s.draft, list, rows: refreshSnapshot(s.draft.rows, list, tables.current) }, dirty: true };
      });
      scheduleSave();
    },
    [scheduleSave, tables, update],
  );

  const setMaxAircraft = useCallback(
    (maxAircraft: number | null) => {
      update((s) => ({ draft: { ...s.draft, maxAircraft }, dirty: true }));
      scheduleSave();
    },
    [scheduleSave, update],
  );

  /** Adds a list and opens it; saved at once. */
  const create = useCallback(
    (list: GwshList, options: { rows?: RowSnapshot; maxAircraft?: number | null } = {}): SavedList | null => {
      // Opening another list now would drop an unsaved version on screen: it is saved first, or nothing happens.
      if (!savedBeforeLeaving()) return null;
      const fresh = newRecord(randomId(), list, Date.now(), tables.current, options.maxAircraft ?? null);
      const record = options.rows ? { ...fresh, rows: refreshSnapshot(options.rows, fresh.list, tables.current) } : fresh;
      const saved = nextRevision(record, record, tabId.current, Date.now());
      if (write(saved)) {
        update((s) => ({ lists: upsert(s.lists, saved), draft: saved, dirty: false, conflict: null, storageProblem: fine() }));
      } else {
        update((s) => ({ lists: upsert(s.lists, record), draft: record, dirty: true, conflict: null }));
      }
      setActive(record.id);
      return record;
    },
    [savedBeforeLeaving, tables, update, write],
  );

  const switchTo = useCallback(
    (id: string) => {
      if (id === ref.current.draft.id || !savedBeforeLeaving()) return;
      const s = ref.current;
      const stored = storage.current?.get(keyOfList(id)) ?? null;
      const lists = stored === null ? s.lists : rules().applyStoredChange(s.lists, keyOfList(id), stored);
      const record = lists.find((l) => l.id === id);
      if (!record) return;
      update({ lists, draft: record, dirty: false });
      setActive(id);
    },
    [savedBeforeLeaving, update],
  );

  const duplicate = useCallback(() => {
    const { draft, lists } = ref.current;
    const name = copyName(
      displayName(draft.list),
      lists.map((l) => displayName(l.list)),
    );
    return create({ ...draft.list, name }, { rows: draft.rows, maxAircraft: draft.maxAircraft });
  }, [create]);

  const newBlank = useCallback(() => {
    const { draft } = ref.current;
    return create(newList({ nation: draft.list.nation, year: draft.list.year, list: 'attack' }));
  }, [create]);

  /** Deletes a list; Undo brings it back. */
  const remove = useCallback(
    (id: string) => {
      if (timer.current && id === ref.current.draft.id) clearTimeout(timer.current);
      timer.current = null;
      const s = ref.current;
      const record = id === s.draft.id ? s.draft : s.lists.find((l) => l.id === id);
      if (!record) return;
      const wasSaved = s.lists.some((l) => l.id === id);
      if (wasSaved) {
        const result = storage.current!.remove(keyOfList(id));
        if (!result.ok) {
          update({ storageProblem: result.message });
          return;
        }
      }
      const lists = s.lists.filter((l) => l.id !== id);
      const draft = id === s.draft.id ? (lists.at(-1) ?? starterRecord(record.list)) : s.draft;
      update({
        lists,
        draft,
        dirty: id === s.draft.id ? false : s.dirty,
        conflict: id === s.draft.id ? null : s.conflict,
        removed: record,
      });
      setActive(draft.id);
    },
    [update],
  );

  /** Brings the deleted list back: 'restored', 'theirs' when another tab had kept it (shown instead), or null. */
  const undoRemove = useCallback((): 'restored' | 'theirs' | null => {
    const { removed, conflict } = ref.current;
    if (!removed) return null;
    if (conflict) {
      announce('First choose what to keep of the list changed in another tab (see the message above).');
      return null;
    }
    if (!savedBeforeLeaving()) return null;
    // The same revision check as every save: another tab may have kept this list since it was deleted here.
    const plan = rules().planUndo(storage.current?.get(keyOfList(removed.id)) ?? null, removed, tabId.current, Date.now());
    if (plan.kind === 'conflict') {
      update({ removed: null });
      announce('The list could not be brought back: its saved entry is damaged.');
      return null;
    }
    if (plan.kind === 'reload') {
      update((s) => ({ lists: upsert(s.lists, plan.record), draft: plan.record, dirty: false, removed: null, conflict: null }));
    } else {
      const ok = write(plan.record);
      update((s) => ({
        lists: upsert(s.lists, ok ? plan.record : removed),
        draft: ok ? plan.record : removed,
        dirty: !ok,
        removed: null,
        conflict: null,
      }));
    }
    setActive(removed.id);
    return plan.kind === 'reload' ? 'theirs' : 'restored';
  }, [announce, savedBeforeLeaving, update, write]);

  const dismissRemoved = useCallback(() => update({ removed: null }), [update]);

  const resolveConflict = useCallback(
    (choice: ConflictChoice) => {
      const s = ref.current;
      const conflict = s.conflict;
      if (!conflict) return;
      if (choice === 'copy') {
        // Mine becomes a list of its own, keeping its name unless another list has that name already.
        const stored = storage.current ? rules().loadLists(storage.current).lists : s.lists;
        const taken = stored.map((l) => displayName(l.list));
        const own = displayName(s.draft.list);
        const name = taken.includes(own) ? copyName(own, taken) : own;
        const mine = s.draft;
        update({ conflict: null, dirty: false, lists: stored });
        create({ ...mine.list, name }, { rows: mine.rows, maxAircraft: mine.maxAircraft });
        announce(`Your version is saved as a separate list, “${name}”.`);
        return;
      }
      if (choice === 'theirs') {
        const lists = storage.current ? rules().loadLists(storage.current).lists : s.lists;
        const theirs = conflict.kind === 'changed' ? conflict.theirs : null;
        const draft = theirs ?? lists.at(-1) ?? starterRecord(s.draft.list);
        update({ conflict: null, dirty: false, lists, draft });
        setActive(draft.id);
        return;
      }
      // 'mine': the player chose to replace the other tab's version, or to keep a list it deleted.
      if (conflict.kind === 'unreadable') return;
      const after = conflict.kind === 'changed' ? conflict.theirs : s.draft;
      const record = nextRevision(s.draft, after, tabId.current, Date.now());
      if (write(record))
        update((cur) => ({ conflict: null, dirty: false, draft: record, lists: upsert(cur.lists, record), storageProblem: fine() }));
    },
    [announce, create, update, write],
  );

  /** Moves the list to the current data version: only ever on the player's request. */
  const acceptDataUpdate = useCallback(() => {
    update((s) => {
      const { list, rows } = acceptCurrentData(s.draft.list, tables.current);
      return { draft: { ...s.draft, list, rows }, dirty: true };
    });
    scheduleSave();
  }, [scheduleSave, tables, update]);

  /** Tries the save again (after storage was full). */
  const retrySave = useCallback(() => saveNow(), [saveNow]);

  /** Every saved list as it is at this moment, the one on screen included (for steps that add several). */
  const listsNow = useCallback(() => {
    const s = ref.current;
    return [...s.lists.filter((l) => l.id !== s.draft.id), s.draft].map((l) => l.list);
  }, []);

  const lists = state.lists.some((l) => l.id === state.draft.id)
    ? state.lists.map((l) => (l.id === state.draft.id ? state.draft : l))
    : [...state.lists, state.draft];

  return {
    ...state,
    lists,
    edit,
    setMaxAircraft,
    create,
    switchTo,
    duplicate,
    newBlank,
    remove,
    undoRemove,
    dismissRemoved,
    resolveConflict,
    acceptDataUpdate,
    retrySave,
    listsNow,
    flush: saveNow,
  };
}

export type SavedListsApi = ReturnType<typeof useSavedLists>;
