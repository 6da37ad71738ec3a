/**
 * The list builder's steps on its saved lists, with no framework: the list on screen (the draft), saved at
 * most SAVE_DELAY_MS after each change (under the family's Web Lock) and when the page is hidden, other
 * tabs followed through the storage event. Every read and write of storage goes through the saved lists'
 * family of records (src/lib/storage/recordFamily.ts, made by ./savedLists.ts), which checks each write
 * against what storage holds first. The clock, ids and timers are given to it, so tests drive it step by
 * step; the list builder's model holds it, privately (./listBuilderModel.ts), and gives it its tables.
 */
import type { CostTables } from '../../data/tables/costTables.ts';
import { displayName, newList } from '../../gwsh/list/listEdits.ts';
import { splitList } from '../../gwsh/list/listCap.ts';
import type { GwshList } from '../../gwsh/list/listFile.ts';
import { acceptCurrentData, refreshSnapshot, type RowSnapshot } from '../../gwsh/list/rowChanges.ts';
import { Observable } from '../../observable.ts';
import type { Locks } from '../../storage/recordStore.ts';
import type { SafeStorage } from '../../storage/safeStorage.ts';
import type { FamilyWrite } from '../../storage/recordFamily.ts';
import {
  copyName,
  newRecord,
  sortLists,
  type Conflict,
  type SavedList,
  type SavedListFamily,
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
  now: () => number;
  /** A fresh list id. */
  newId: () => string;
  /** This tab's name in a saved record, so another tab's write is told apart from ours. */
  tabId: string;
  /** One sentence for the player (the list builder's status line), with the Undo it offers, if any. */
  announce: (text: string, undo?: () => void) => void;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
}

const upsert = (lists: readonly SavedList[], record: SavedList) => sortLists([...lists.filter((l) => l.id !== record.id), record]);

export class SavedListsStore extends Observable<ListsState> {
  private timer: unknown = null;
  private rules: SavedListRules | null = null;
  /** The saved lists in storage, once opened. */
  private family: SavedListFamily | null = null;
  /** The cost tables loaded so far (null before any have), which a list's row snapshot is read from. */
  private tables: CostTables | null = null;
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
      storageAvailable: true,
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
    const family = this.saved();
    if (!family.available) return this.rulesNow().storageMessages.unavailable;
    return family.fullOnOpen && !this.wrote ? this.rulesNow().fullOnOpenMessage : null;
  };

  private rulesNow(): SavedListRules {
    if (!this.rules) throw new Error('saved lists: storage read before the saved-list rules arrived');
    return this.rules;
  }

  private saved(): SavedListFamily {
    if (!this.family) throw new Error('saved lists: storage read before the saved lists were opened');
    return this.family;
  }

  /** The tables a list's row snapshot is read from, as the model holds them (they only ever grow). */
  useTables = (tables: CostTables): void => {
    this.tables = tables;
  };

  /** A list the player starts with: empty, not saved until it is first changed. */
  private starter(from?: GwshList): SavedList {
    const list = newList({ nation: from?.nation ?? 'germany', year: from?.year ?? 1917, list: 'attack' });
    return newRecord(this.deps.newId(), list, this.deps.now(), this.tables);
  }

  private setActive(id: string): void {
    this.saved().point(id);
  }

  private stopTimer(): void {
    if (this.timer !== null) this.deps.clearTimer(this.timer);
    this.timer = null;
  }

  /**
   * What a write came to, said where it failed: the record written, or null when storage refused it or the
   * record would not read back (a list the site cannot open again is never written), or the conflict.
   */
  private written(write: FamilyWrite<SavedList>): SavedList | Conflict | null {
    if (write.kind === 'saved') {
      this.wrote = true;
      return write.value;
    }
    if (write.kind === 'conflict') return write.conflict;
    this.update({
      storageProblem:
        write.kind === 'refused' ? `This list was not saved: ${write.message}.` : this.rulesNow().storageMessages[write.problem],
    });
    return null;
  }

  /** A new record saved one revision on: the record written, or null (said). */
  private saveNew(record: SavedList): SavedList | null {
    const done = this.written(this.saved().save(record, this.deps.tabId, this.deps.now()));
    return done && 'id' in done ? done : null;
  }

  /** Opens the lists saved in this browser (its storage and Web Locks), and the one it had open last. */
  open = (rules: SavedListRules, storage: SafeStorage, locks: Locks | null): void => {
    this.rules = rules;
    const family = (this.family = rules.savedListFamily(storage, locks));
    const { entries, unreadable } = family.load();
    const lists = sortLists(entries);
    const last = family.pointer();
    const draft = lists.find((l) => l.id === last) ?? lists.at(-1) ?? this.starter();
    this.update({ ready: true, lists, unreadable, draft, storageAvailable: family.available, storageProblem: this.fine() });
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
    this.deleteWaiting();
    const s = this.state;
    if (!s.ready || !s.dirty) return true;
    if (s.conflict) return false;
    const done = this.written(this.saved().save(s.draft, this.deps.tabId, this.deps.now()));
    if (done === null) return false;
    if (!('id' in done)) {
      this.update({ conflict: done });
      return false;
    }
    this.update((cur) => ({ draft: done, dirty: false, lists: upsert(cur.lists, done), storageProblem: this.fine() }));
    return true;
  };

  /** Tries the save again (after storage was full). */
  retrySave = (): boolean => this.saveNow();

  /** The autosave: once the player pauses, under the lock every tab takes to save. */
  private scheduleSave(): void {
    this.stopTimer();
    this.timer = this.deps.setTimer(() => {
      this.timer = null;
      this.saved().locked(() => void this.saveNow());
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
    if (!s.ready || !this.saved().available) return;
    const family = this.saved();
    if (key !== null && family.idOf(key) === null) return;
    const draftKey = family.keyOf(s.draft.id);
    if (key !== null && key !== draftKey) {
      // Another list: followed in a batch (a restore elsewhere sends one event per list it saves).
      this.otherTabKeys.add(key);
      this.followTimer ??= this.deps.setTimer(this.followOtherTabs, FOLLOW_DELAY_MS);
      return;
    }
    const { lists, unreadable } = key === null ? this.loaded() : this.takeOtherTabChanges([draftKey]);
    // Re-read the entry: a later write may already have replaced the value the event carried.
    const plan = family.follow(s.draft.id, s.draft, s.dirty || this.timer !== null);
    if (plan.kind === 'reload') {
      this.update({ lists, unreadable, draft: plan.value });
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

  /** Every saved list as storage holds it now, oldest first. */
  private loaded(): Pick<ListsState, 'lists' | 'unreadable'> {
    const { entries, unreadable } = this.saved().load();
    return { lists: sortLists(entries), unreadable };
  }

  /** The saved lists with the entries other tabs changed (and `more`) read again, in one pass. */
  private takeOtherTabChanges(more: readonly string[]): Pick<ListsState, 'lists' | 'unreadable'> {
    const keys = [...this.otherTabKeys, ...more];
    this.otherTabKeys.clear();
    if (this.followTimer !== null) this.deps.clearTimer(this.followTimer);
    this.followTimer = null;
    const { entries, unreadable } = this.saved().reread(this.state.lists, this.state.unreadable, keys);
    this.sayKeptAfterDelete(entries);
    return { lists: sortLists(entries), unreadable };
  }

  /** Lists deleted here, by id (their names), until another tab is seen to have saved one again. */
  private readonly deletedHere = new Map<string, string>();

  /**
   * A list deleted here that another tab saves again (it chose to keep it, or its copy of storage had not
   * yet heard of the delete: each tab's copy lags another process's write by a moment) is kept, never
   * deleted again unseen, and said.
   */
  private sayKeptAfterDelete(entries: readonly SavedList[]): void {
    for (const entry of entries) {
      const name = this.deletedHere.get(entry.id);
      if (name === undefined) continue;
      this.deletedHere.delete(entry.id);
      this.deps.announce(`“${name}” was kept in another tab after you deleted it here: it is back in your lists, as that tab saved it.`);
    }
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
      const { tables } = this;
      return { draft: { ...s.draft, list, rows: tables ? refreshSnapshot(s.draft.rows, list, tables) : s.draft.rows }, dirty: true };
    });
  };

  /** An edit to a saved list that is not the draft: written at once, with the same revision check as every save. */
  private editSaved(id: string, change: (list: GwshList) => GwshList): void {
    const record = this.state.lists.find((l) => l.id === id);
    const list = record && change(record.list);
    if (!record || !list || list === record.list) return;
    const { tables } = this;
    const edited = { ...record, list, rows: tables ? refreshSnapshot(record.rows, list, tables) : record.rows };
    const done = this.written(this.saved().save(edited, this.deps.tabId, this.deps.now()));
    if (done && 'id' in done) {
      this.update((s) => ({ lists: upsert(s.lists, done) }));
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
    const { tables } = this;
    if (!tables) return;
    this.update((s) => {
      const { list, rows } = acceptCurrentData(s.draft.list, tables);
      return { draft: { ...s.draft, list, rows }, dirty: true };
    });
  };

  /** Adds a list and opens it; saved at once. Null when the list on screen could not be saved first. */
  create = (list: GwshList, options: { rows?: RowSnapshot; maxAircraft?: number | null } = {}): SavedList | null => {
    if (!this.savedBeforeLeaving()) return null;
    const { newId, now } = this.deps;
    const { tables } = this;
    const fresh = newRecord(newId(), list, now(), tables, options.maxAircraft ?? null);
    const record = options.rows && tables ? { ...fresh, rows: refreshSnapshot(options.rows, fresh.list, tables) } : fresh;
    const saved = this.saveNew(record);
    if (saved) {
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
    const start = now();
    const saved: SavedList[] = [];
    for (const [i, list] of lists.entries()) {
      // Created one millisecond apart, so that the lists keep the order they came in (sortLists).
      const record = newRecord(newId(), list, start + i, this.tables);
      const done = this.written(this.saved().save(record, tabId, start + i));
      if (!done || !('id' in done)) break;
      saved.push(done);
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
    const family = this.saved();
    // The list as storage holds it now (another tab may have changed it); one deleted since stays as shown.
    const { entries, unreadable } =
      family.stored(id).kind === 'none'
        ? { entries: s.lists, unreadable: s.unreadable }
        : family.reread(s.lists, s.unreadable, [family.keyOf(id)]);
    const lists = sortLists(entries);
    const record = lists.find((l) => l.id === id);
    if (!record) return;
    this.update({ lists, unreadable, draft: record, dirty: false });
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
    if (!entry?.extra) return 0;
    const parts = splitList(entry.extra);
    for (const part of parts) {
      if (!this.create(part) || this.state.dirty) return 0;
    }
    if (!this.saved().remove({ key }).ok) return parts.length;
    this.update((s) => ({ unreadable: s.unreadable.filter((u) => u.key !== key) }));
    return parts.length;
  };

  /**
   * Deletes a list; Undo brings it back. It leaves the page at once, and storage under the family's lock,
   * only while storage holds the version shown here: one another tab changed meanwhile is kept, and said.
   */
  remove = (id: string): void => {
    if (id === this.state.draft.id) this.stopTimer();
    const s = this.state;
    const record = id === s.draft.id ? s.draft : s.lists.find((l) => l.id === id);
    if (!record) return;
    const lists = s.lists.filter((l) => l.id !== id);
    const onScreen = id === s.draft.id;
    const draft = onScreen ? (lists.at(-1) ?? this.starter(record.list)) : s.draft;
    this.update({ lists, draft, dirty: onScreen ? false : s.dirty, conflict: onScreen ? null : s.conflict, removed: record });
    this.setActive(draft.id);
    if (record.rev === 0) return;
    this.deleting.set(id, record);
    this.saved().locked(() => this.deleteStored(id));
  };

  /** Lists deleted on the page whose entries wait for the lock (an Undo before then keeps the entry). */
  private readonly deleting = new Map<string, SavedList>();

  /** Deletes now what waits for the lock (the page is being left). */
  private deleteWaiting(): void {
    for (const id of [...this.deleting.keys()]) this.deleteStored(id);
  }

  private deleteStored(id: string): void {
    const record = this.deleting.get(id);
    if (!record) return;
    this.deleting.delete(id);
    const done = this.saved().delete(record);
    if (done.kind === 'deleted') return void this.deletedHere.set(record.id, displayName(record.list));
    const name = displayName(record.list);
    if (done.kind === 'not-stored') {
      this.update((s) => ({
        lists: upsert(s.lists, record),
        removed: null,
        storageProblem: this.rulesNow().storageMessages[done.problem],
      }));
      return this.deps.announce(`“${name}” was not deleted (see the message above).`);
    }
    if (done.conflict.kind === 'changed') {
      const theirs = done.conflict.theirs;
      this.update((s) => ({ lists: upsert(s.lists, theirs), removed: null }));
      return this.deps.announce(`“${name}” was not deleted: another tab changed it first, and it is kept as that tab saved it.`);
    }
    this.update({ removed: null });
    this.deps.announce(`“${name}” was not deleted: its saved entry can no longer be read, and is left as it is.`);
  }

  /** Brings the deleted list back: 'restored', 'theirs' when another tab had kept it (shown instead), or null. */
  undoRemove = (): 'restored' | 'theirs' | null => {
    const { removed, conflict } = this.state;
    if (!removed) return null;
    if (conflict) {
      this.deps.announce('First choose what to keep of the list changed in another tab (see the message above).');
      return null;
    }
    // Not deleted from storage yet (the lock has not come round): the entry is simply kept, once the list on
    // screen is saved (which deletes what waits, so this one is taken out of the wait first).
    // Brought back here: another tab's keeping it is no news any more.
    this.deletedHere.delete(removed.id);
    const waiting = this.deleting.get(removed.id);
    this.deleting.delete(removed.id);
    if (!this.savedBeforeLeaving()) {
      if (waiting) this.deleting.set(removed.id, waiting);
      return null;
    }
    if (waiting) {
      this.update((s) => ({ lists: upsert(s.lists, removed), draft: removed, dirty: false, removed: null, conflict: null }));
      this.setActive(removed.id);
      return 'restored';
    }
    // Written back only while no tab has written the entry since it was deleted here ("Keep this list" in
    // another tab): that version is shown instead, never overwritten.
    const stored = this.saved().stored(removed.id);
    if (stored.kind === 'bad') {
      this.update({ removed: null });
      this.deps.announce('The list could not be brought back: its saved entry is damaged.');
      return null;
    }
    if (stored.kind === 'ok') {
      const theirs = stored.value;
      this.update((s) => ({ lists: upsert(s.lists, theirs), draft: theirs, dirty: false, removed: null, conflict: null }));
    } else {
      const done = this.written(this.saved().saveOver(removed, removed, this.deps.tabId, this.deps.now()));
      const record = done && 'id' in done ? done : removed;
      this.update((s) => ({ lists: upsert(s.lists, record), draft: record, dirty: record === removed, removed: null, conflict: null }));
    }
    this.setActive(removed.id);
    return stored.kind === 'ok' ? 'theirs' : 'restored';
  };

  dismissRemoved = (): void => this.update({ removed: null });

  /** The player's answer to a conflict with another tab: keep theirs, keep mine, or keep both. */
  resolveConflict = (choice: ConflictChoice): void => {
    const s = this.state;
    const { conflict } = s;
    if (!conflict) return;
    const stored = () => this.loaded().lists;
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
    const record = this.written(this.saved().saveOver(s.draft, after, this.deps.tabId, this.deps.now()));
    if (record && 'id' in record) {
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
