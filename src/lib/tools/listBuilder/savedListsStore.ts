/**
 * The list builder's saved lists as a store, with no framework: the list on screen (the draft), saved at
 * most SAVE_DELAY_MS after each change and when the page is hidden, other tabs followed through the
 * storage event, every write checked against what storage holds first (./savedLists.ts decides each case).
 * Storage, clock, ids, timers and the cross-tab lock are given to it, so tests drive it step by step; the
 * list builder's model holds it (./listBuilderModel.ts).
 */
import type { CostTables } from '../../data/tables/costTables.ts';
import { displayName, newList } from '../../gwsh/list/listEdits.ts';
import { splitList } from '../../gwsh/list/listCap.ts';
import type { GwshList } from '../../gwsh/list/listFile.ts';
import { acceptCurrentData, refreshSnapshot, type RowSnapshot } from '../../gwsh/list/rowChanges.ts';
import { Observable } from '../../observable.ts';
import type { SafeStorage } from '../../storage/safeStorage.ts';
import {
  ACTIVE_LIST_KEY,
  copyName,
  keyOfList,
  newRecord,
  serialiseRecord,
  sortLists,
  type Conflict,
  type SavedList,
  type UnreadableEntry,
} from './savedListRecord.ts';

/**
 * The rules that read what storage holds, and what is said when it refuses a write; they carry the list
 * file's schema, so they arrive after the page opens (before which nothing is written).
 */
export type SavedListRules = typeof import('./savedLists.ts');

/** Autosave delay after the last change (the brief allows up to 300 ms). */
export const SAVE_DELAY_MS = 250;

/** How long other tabs' changes to other lists are gathered before this tab reads them, in one pass. */
export const FOLLOW_DELAY_MS = 100;

export interface ListsState {
  ready: boolean;
  /** Why the saved lists could not be opened (the page went offline before it was kept); null otherwise. */
  loadError: string | null;
  /** Saved lists, oldest first. */
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

export type ConflictChoice = 'theirs' | 'mine' | 'copy';

export interface SavedListsDeps {
  storage: SafeStorage;
  now: () => number;
  /** A fresh list id. */
  newId: () => string;
  /** This tab's name in a saved record, so another tab's write is told apart from ours. */
  tabId: string;
  /** One sentence for the player (the list builder's status line), with the Undo it offers, if any. */
  announce: (text: string, undo?: () => void) => void;
  /** The cost tables loaded so far (null before any have), which a list's row snapshot is read from. */
  tables: () => CostTables | null;
  /** Runs a save under the lock every tab takes to save (Web Locks), or at once where there is none. */
  withLock: (save: () => void) => void;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
}

const upsert = (lists: readonly SavedList[], record: SavedList) => sortLists([...lists.filter((l) => l.id !== record.id), record]);

export class SavedListsStore extends Observable<ListsState> {
  private timer: unknown = null;
  private rules: SavedListRules | null = null;
  private readonly deps: SavedListsDeps;

  constructor(deps: SavedListsDeps) {
    super({
      ready: false,
      loadError: null,
      lists: [],
      unreadable: [],
      draft: newRecord('pending', newList({ nation: 'germany', year: 1917 }), 0, null),
      dirty: false,
      conflict: null,
      storageProblem: null,
      storageAvailable: deps.storage.available,
      removed: null,
    });
    this.deps = deps;
    // Saving follows the list on screen: each new version of it that storage does not hold yet is saved
    // once the player pauses (SAVE_DELAY_MS), whatever changed it.
    let seen = this.state.draft;
    this.subscribe((state) => {
      if (state.draft === seen) return;
      seen = state.draft;
      if (state.dirty) this.scheduleSave();
    });
  }

  /** The saved lists with the draft's unsaved content in its place (the draft added while it is new). */
  static listsOf(state: Pick<ListsState, 'lists' | 'draft'>): SavedList[] {
    return state.lists.some((l) => l.id === state.draft.id)
      ? state.lists.map((l) => (l.id === state.draft.id ? state.draft : l))
      : [...state.lists, state.draft];
  }

  /** Every list as it is at this moment, the one on screen included (for steps that add several). */
  listsNow = (): GwshList[] => SavedListsStore.listsOf(this.state).map((l) => l.list);

  /** Whether a write has gone through since the page opened (a storage full on opening may have room again). */
  private wrote = false;

  /** What to say about storage while no write has failed: unavailable, full since the page opened, or nothing. */
  private fine = () => {
    const { storage } = this.deps;
    if (!storage.available) return this.rulesNow().storageMessages.unavailable;
    return storage.fullOnOpen && !this.wrote ? this.rulesNow().fullOnOpenMessage : null;
  };

  private rulesNow(): SavedListRules {
    if (!this.rules) throw new Error('saved lists: storage read before the saved-list rules arrived');
    return this.rules;
  }

  /** A list the player starts with: empty, not saved until it is first changed. */
  private starter(from?: GwshList): SavedList {
    const list = newList({ nation: from?.nation ?? 'germany', year: from?.year ?? 1917, list: 'attack' });
    return newRecord(this.deps.newId(), list, this.deps.now(), this.deps.tables());
  }

  private setActive(id: string): void {
    this.deps.storage.set(ACTIVE_LIST_KEY, id);
  }

  private stopTimer(): void {
    if (this.timer !== null) this.deps.clearTimer(this.timer);
    this.timer = null;
  }

  /**
   * Writes a record as it is (the caller decided it may be written); false when storage refused it, or when
   * the record would not read back (a list the site cannot open again is never written).
   */
  private write(record: SavedList): boolean {
    const text = serialiseRecord(record);
    const back = this.rulesNow().readRecord(text);
    if (!back.ok) {
      this.update({ storageProblem: `This list was not saved: ${back.error}.` });
      return false;
    }
    const result = this.deps.storage.set(keyOfList(record.id), text);
    if (!result.ok) this.update({ storageProblem: this.rulesNow().storageMessages[result.problem] });
    else this.wrote = true;
    return result.ok;
  }

  /** Opens the lists saved in this browser, and the one it had open last. */
  open = (rules: SavedListRules): void => {
    this.rules = rules;
    const { storage } = this.deps;
    const { lists, unreadable } = rules.loadLists(storage);
    const last = storage.get(ACTIVE_LIST_KEY);
    const draft = lists.find((l) => l.id === last) ?? lists.at(-1) ?? this.starter();
    this.update({ ready: true, lists, unreadable, draft, storageAvailable: storage.available, storageProblem: this.fine() });
  };

  /** The rules could not be fetched (offline before the site was kept). */
  failedToOpen = (): void => this.update({ loadError: 'The list builder could not be loaded. Check the connection and reload the page.' });

  /**
   * Saves the draft if it has changes: the one write path of an edit (revision check first). True when
   * nothing is left unsaved; false when the edit is still only on screen (storage refused it, or another
   * tab changed the entry), so the caller must not replace the draft.
   */
  saveNow = (): boolean => {
    this.stopTimer();
    const s = this.state;
    if (!s.ready || !s.dirty) return true;
    if (s.conflict) return false;
    const { storage, tabId, now } = this.deps;
    const plan = this.rulesNow().planSave(storage.get(keyOfList(s.draft.id)), s.draft, tabId, now());
    if (plan.kind === 'conflict') {
      this.update({ conflict: plan.conflict });
      return false;
    }
    if (!this.write(plan.record)) return false;
    this.update((cur) => ({ draft: plan.record, dirty: false, lists: upsert(cur.lists, plan.record), storageProblem: this.fine() }));
    return true;
  };

  /** Tries the save again (after storage was full). */
  retrySave = (): boolean => this.saveNow();

  /** The autosave: once the player pauses, under the lock every tab takes to save. */
  private scheduleSave(): void {
    this.stopTimer();
    this.timer = this.deps.setTimer(() => {
      this.timer = null;
      this.deps.withLock(() => void this.saveNow());
    }, SAVE_DELAY_MS);
  }

  /**
   * Before the list on screen is replaced (switch, new list, import): its edit must be saved first. If it
   * cannot be, the list stays on screen and the player is told why (an edit never only on screen).
   */
  private savedBeforeLeaving(): boolean {
    if (this.saveNow()) return true;
    this.deps.announce(
      this.state.conflict
        ? 'First choose what to keep of the list changed in another tab (see the message above).'
        : 'Your latest change to this list is not saved yet (see the message above), so it stays open: free some space and try again, or download it as a file.',
    );
    return false;
  }

  /** Another tab wrote or deleted an entry (`key` null: it cleared storage). */
  storageChanged = (key: string | null): void => {
    const s = this.state;
    const { storage } = this.deps;
    if (!storage.available || !s.ready) return;
    if (key !== null && !key.startsWith(keyOfList(''))) return;
    const draftKey = keyOfList(s.draft.id);
    if (key !== null && key !== draftKey) {
      // Another list: followed in a batch (a restore elsewhere sends one event per list it saves).
      this.otherTabKeys.add(key);
      this.followTimer ??= this.deps.setTimer(this.followOtherTabs, FOLLOW_DELAY_MS);
      return;
    }
    const { lists, unreadable } = key === null ? this.rulesNow().loadLists(storage) : this.takeOtherTabChanges([draftKey]);
    // Re-read the entry: a later write may already have replaced the value the event carried.
    const plan = this.rulesNow().planExternalChange(s.draft, s.dirty || this.timer !== null, storage.get(draftKey));
    if (plan.kind === 'reload') {
      this.update({ lists, unreadable, draft: plan.record });
      this.deps.announce('This list was changed in another tab: showing the latest version.');
    } else if (plan.kind === 'conflict') {
      this.stopTimer();
      this.update({ lists, unreadable, conflict: plan.conflict, dirty: true });
    } else {
      this.update({ lists, unreadable });
    }
  };

  /** Lists other tabs changed, not yet read again here, and the timer that will. */
  private readonly otherTabKeys = new Set<string>();
  private followTimer: unknown = null;

  /** The saved lists with the entries other tabs changed (and `more`) read again, in one pass. */
  private takeOtherTabChanges(more: readonly string[]): Pick<ListsState, 'lists' | 'unreadable'> {
    const keys = [...this.otherTabKeys, ...more];
    this.otherTabKeys.clear();
    if (this.followTimer !== null) this.deps.clearTimer(this.followTimer);
    this.followTimer = null;
    return this.rulesNow().applyStoredChanges(this.state.lists, this.state.unreadable, keys, this.deps.storage);
  }

  private followOtherTabs = (): void => {
    this.followTimer = null;
    if (this.otherTabKeys.size > 0) this.update(this.takeOtherTabChanges([]));
  };

  /**
   * Applies an edit to the list on screen and schedules the save. `id` names the list the player saw when
   * making it: a list just opened (an import, a switch) may not be drawn yet, and an edit made on the one
   * still shown goes to that list, saved at once, never to the one that has taken its place.
   */
  edit = (change: (list: GwshList) => GwshList, id: string = this.state.draft.id): void => {
    if (id !== this.state.draft.id) return this.editSaved(id, change);
    this.update((s) => {
      const list = change(s.draft.list);
      if (list === s.draft.list) return {};
      const tables = this.deps.tables();
      return { draft: { ...s.draft, list, rows: tables ? refreshSnapshot(s.draft.rows, list, tables) : s.draft.rows }, dirty: true };
    });
  };

  /** An edit to a saved list that is not the draft: written at once, with the same revision check as every save. */
  private editSaved(id: string, change: (list: GwshList) => GwshList): void {
    const record = this.state.lists.find((l) => l.id === id);
    const list = record && change(record.list);
    if (!record || !list || list === record.list) return;
    const tables = this.deps.tables();
    const edited = { ...record, list, rows: tables ? refreshSnapshot(record.rows, list, tables) : record.rows };
    const { storage, tabId, now } = this.deps;
    const plan = this.rulesNow().planSave(storage.get(keyOfList(id)), edited, tabId, now());
    if (plan.kind === 'write' && this.write(plan.record)) {
      this.update((s) => ({ lists: upsert(s.lists, plan.record) }));
      this.deps.announce(`That change went to “${displayName(list)}”, the list on screen when you made it.`);
    } else {
      this.deps.announce(`That change to “${displayName(record.list)}” was not saved: another tab had changed it.`);
    }
  }

  setMaxAircraft = (maxAircraft: number | null): void => {
    this.update((s) => ({ draft: { ...s.draft, maxAircraft }, dirty: true }));
  };

  /** Moves the list to the current data version: only ever on the player's request. */
  acceptDataUpdate = (): void => {
    const tables = this.deps.tables();
    if (!tables) return;
    this.update((s) => {
      const { list, rows } = acceptCurrentData(s.draft.list, tables);
      return { draft: { ...s.draft, list, rows }, dirty: true };
    });
  };

  /** Adds a list and opens it; saved at once. Null when the list on screen could not be saved first. */
  create = (list: GwshList, options: { rows?: RowSnapshot; maxAircraft?: number | null } = {}): SavedList | null => {
    if (!this.savedBeforeLeaving()) return null;
    const { newId, now, tabId } = this.deps;
    const tables = this.deps.tables();
    const fresh = newRecord(newId(), list, now(), tables, options.maxAircraft ?? null);
    const record = options.rows && tables ? { ...fresh, rows: refreshSnapshot(options.rows, fresh.list, tables) } : fresh;
    const saved = this.rulesNow().nextRevision(record, record, tabId, now());
    if (this.write(saved)) {
      this.update((s) => ({ lists: upsert(s.lists, saved), draft: saved, dirty: false, conflict: null, storageProblem: this.fine() }));
    } else {
      this.update((s) => ({ lists: upsert(s.lists, record), draft: record, dirty: true, conflict: null }));
    }
    this.setActive(record.id);
    return record;
  };

  /**
   * Adds lists and saves each at once, in order, stopping at the first that storage refuses; the last one
   * saved is opened. One change of state for all of them (a restore of thousands of lists draws once per
   * batch, not once per list). Returns how many were saved.
   */
  createMany = (lists: readonly GwshList[]): number => {
    if (lists.length === 0 || !this.savedBeforeLeaving()) return 0;
    const { newId, now, tabId } = this.deps;
    const tables = this.deps.tables();
    const start = now();
    const saved: SavedList[] = [];
    for (const [i, list] of lists.entries()) {
      // Created one millisecond apart, so that the lists keep the order they came in (sortLists).
      const record = newRecord(newId(), list, start + i, tables);
      const stamped = this.rulesNow().nextRevision(record, record, tabId, start + i);
      if (!this.write(stamped)) break;
      saved.push(stamped);
    }
    const last = saved.at(-1);
    if (!last) return 0;
    this.update((s) => ({
      lists: sortLists([...s.lists, ...saved]),
      draft: last,
      dirty: false,
      conflict: null,
      // A refusal part way keeps its sentence: the lists after it were not saved.
      storageProblem: saved.length === lists.length ? this.fine() : s.storageProblem,
    }));
    this.setActive(last.id);
    return saved.length;
  };

  switchTo = (id: string): void => {
    if (id === this.state.draft.id || !this.savedBeforeLeaving()) return;
    const s = this.state;
    const stored = this.deps.storage.get(keyOfList(id));
    const lists = stored === null ? s.lists : this.rulesNow().applyStoredChange(s.lists, keyOfList(id), stored);
    const record = lists.find((l) => l.id === id);
    if (!record) return;
    this.update({ lists, draft: record, dirty: false });
    this.setActive(id);
  };

  duplicate = (): SavedList | null => {
    const { draft, lists } = this.state;
    const name = copyName(
      displayName(draft.list),
      lists.map((l) => displayName(l.list)),
    );
    return this.create({ ...draft.list, name }, { rows: draft.rows, maxAircraft: draft.maxAircraft });
  };

  newBlank = (): SavedList | null => {
    const { draft } = this.state;
    return this.create(newList({ nation: draft.list.nation, year: draft.list.year, list: 'attack' }));
  };

  /**
   * A saved entry past the cap (an older version's list, UnreadableEntry.oversized) made into lists within
   * it (splitList), each saved as a new list; the entry is removed once every part is saved, and kept as it
   * is otherwise. Returns how many lists were made (0: none, the entry stays).
   */
  splitOversized = (key: string): number => {
    const entry = this.state.unreadable.find((u) => u.key === key);
    if (!entry?.oversized) return 0;
    const parts = splitList(entry.oversized);
    for (const part of parts) {
      if (!this.create(part) || this.state.dirty) return 0;
    }
    if (!this.deps.storage.remove(key).ok) return parts.length;
    this.update((s) => ({ unreadable: s.unreadable.filter((u) => u.key !== key) }));
    return parts.length;
  };

  /** Deletes a list; Undo brings it back. */
  remove = (id: string): void => {
    if (id === this.state.draft.id) this.stopTimer();
    const s = this.state;
    const record = id === s.draft.id ? s.draft : s.lists.find((l) => l.id === id);
    if (!record) return;
    if (s.lists.some((l) => l.id === id)) {
      const result = this.deps.storage.remove(keyOfList(id));
      if (!result.ok) return this.update({ storageProblem: this.rulesNow().storageMessages[result.problem] });
    }
    const lists = s.lists.filter((l) => l.id !== id);
    const onScreen = id === s.draft.id;
    const draft = onScreen ? (lists.at(-1) ?? this.starter(record.list)) : s.draft;
    this.update({ lists, draft, dirty: onScreen ? false : s.dirty, conflict: onScreen ? null : s.conflict, removed: record });
    this.setActive(draft.id);
  };

  /** Brings the deleted list back: 'restored', 'theirs' when another tab had kept it (shown instead), or null. */
  undoRemove = (): 'restored' | 'theirs' | null => {
    const { removed, conflict } = this.state;
    if (!removed) return null;
    if (conflict) {
      this.deps.announce('First choose what to keep of the list changed in another tab (see the message above).');
      return null;
    }
    if (!this.savedBeforeLeaving()) return null;
    // The same revision check as every save: another tab may have kept this list since it was deleted here.
    const { storage, tabId, now } = this.deps;
    const plan = this.rulesNow().planUndo(storage.get(keyOfList(removed.id)), removed, tabId, now());
    if (plan.kind === 'conflict') {
      this.update({ removed: null });
      this.deps.announce('The list could not be brought back: its saved entry is damaged.');
      return null;
    }
    if (plan.kind === 'reload') {
      this.update((s) => ({ lists: upsert(s.lists, plan.record), draft: plan.record, dirty: false, removed: null, conflict: null }));
    } else {
      const ok = this.write(plan.record);
      const record = ok ? plan.record : removed;
      this.update((s) => ({ lists: upsert(s.lists, record), draft: record, dirty: !ok, removed: null, conflict: null }));
    }
    this.setActive(removed.id);
    return plan.kind === 'reload' ? 'theirs' : 'restored';
  };

  dismissRemoved = (): void => this.update({ removed: null });

  /** The player's answer to a conflict with another tab: keep theirs, keep mine, or keep both. */
  resolveConflict = (choice: ConflictChoice): void => {
    const s = this.state;
    const { conflict } = s;
    if (!conflict) return;
    const stored = () => this.rulesNow().loadLists(this.deps.storage).lists;
    if (choice === 'copy') {
      // Mine becomes a list of its own, keeping its name unless another list has that name already.
      const lists = stored();
      const taken = lists.map((l) => displayName(l.list));
      const own = displayName(s.draft.list);
      const name = taken.includes(own) ? copyName(own, taken) : own;
      const mine = s.draft;
      this.update({ conflict: null, dirty: false, lists });
      this.create({ ...mine.list, name }, { rows: mine.rows, maxAircraft: mine.maxAircraft });
      this.deps.announce(`Your version is saved as a separate list, “${name}”.`);
      return;
    }
    if (choice === 'theirs') {
      const lists = stored();
      const theirs = conflict.kind === 'changed' ? conflict.theirs : null;
      const draft = theirs ?? lists.at(-1) ?? this.starter(s.draft.list);
      this.update({ conflict: null, dirty: false, lists, draft });
      this.setActive(draft.id);
      return;
    }
    // 'mine': the player chose to replace the other tab's version, or to keep a list it deleted.
    if (conflict.kind === 'unreadable') return;
    const after = conflict.kind === 'changed' ? conflict.theirs : s.draft;
    const record = this.rulesNow().nextRevision(s.draft, after, this.deps.tabId, this.deps.now());
    if (this.write(record)) {
      this.update((cur) => ({
        conflict: null,
        dirty: false,
        draft: record,
        lists: upsert(cur.lists, record),
        storageProblem: this.fine(),
      }));
    }
  };
}
