/**
 * The list builder's one owner: the saved lists and the list on screen (its steps in ./savedListsStore.ts,
 * which saves each edit, private to it), the cost tables loaded so far, the event's rules pack and a list opened from a
 * shared link. It loads the tables its lists need by itself. What the page shows is read through
 * selectors over a state, each memoised on what it reads, so a part given a selector's answer draws again
 * only when that answer changes: the list's cost keeps an unchanged brigade's cost and findings
 * (../gwsh/list/listCoster.ts). No framework: the list builder binds it to React with useSlice
 * (src/components/gwsh/listBuilder/useListModel.ts).
 */
import { costTablesReady, type CostTables } from '../../data/tables/costTables.ts';
import type { BrigadeCost } from '../../gwsh/list/brigadeCost.ts';
import { costOf, keepCost } from '../../gwsh/list/costCache.ts';
import type { ListCost } from '../../gwsh/list/costList.ts';
import type { BrigadePlaces } from '../../gwsh/list/findingPlaces.ts';
import { capSentence, listLines } from '../../gwsh/list/listCap.ts';
import { listCoster, type CostedList } from '../../gwsh/list/listCoster.ts';
import type { Brigade, GwshList, ParsedList } from '../../gwsh/list/listFile.ts';
import type { ImportEntry } from '../../gwsh/list/listImport.ts';
import { displayName } from '../../gwsh/list/listEdits.ts';
import { dataVersion } from '../../data/dataVersion.ts';
import { checkDataVersion, type DataVersionCheck } from '../../gwsh/list/rowChanges.ts';
import { costOptionsUnder, maxAircraftUnder, type ActivePack } from '../../gwsh/packInForce.ts';
import { Observable } from '../../observable.ts';
import type { SavedList } from './savedListRecord.ts';
import type { Locks } from '../../storage/recordStore.ts';
import type { SafeStorage } from '../../storage/safeStorage.ts';
import { SavedListsStore, type ConflictChoice, type ListsState, type SavedListRules, type SavedListsDeps } from './savedListsStore.ts';

export interface ListModelDeps extends SavedListsDeps {
  /** `tables` with these nations' troop costs added (loadCostTables in src/lib/data/tables/costTables.ts). */
  loadTables: (nations: string[], tables: CostTables | null) => Promise<CostTables>;
  /** Runs `work` on each item, giving the page back between them (a backup may hold thousands of lists). */
  inSteps: <T, R>(items: readonly T[], work: (item: T) => R) => Promise<R[]>;
  /** Applies what a long step ends with; the page draws it in slices (a React transition). */
  transition: (apply: () => void) => void;
}

export interface ListModelState {
  lists: ListsState;
  /** The cost tables loaded so far; they only ever grow. */
  tables: CostTables | null;
  /** The nations (as `nationsKey` writes them) whose tables could not be fetched; null when none failed. */
  tablesFailed: string | null;
  /** The event's rules pack this browser keeps, if any. */
  pack: ActivePack | null;
  /** A list opened from a shared link, or the reason it could not be read; null when the link carries none. */
  shared: ParsedList | null;
}

/** One brigade as its editor draws it: the same objects while the brigade, its cost and its findings are unchanged. */
export interface BrigadeView {
  brigade: Brigade;
  cost: BrigadeCost | undefined;
  places: BrigadePlaces | undefined;
}

/** The longest list the page opens at once (listLines: stand, aircraft and defence lines); a longer one is drawn in the background. */
export const AT_ONCE_LINES = 100;

export const TABLES_FAILED = 'The cost tables could not be loaded. Check the connection and reload the page.';

const nationsKey = (nations: Iterable<string>) => [...new Set(nations)].sort().join(' ');

/** A function of one object argument, worked out once per object. */
function perObject<K extends object, V>(work: (key: K) => V): (key: K) => V {
  const done = new WeakMap<K, V>();
  return (key) => {
    if (!done.has(key)) done.set(key, work(key));
    return done.get(key)!;
  };
}

export class ListBuilderModel extends Observable<ListModelState> {
  /** The saved lists and the list on screen; every edit goes through it, by the model's actions. */
  private readonly store: SavedListsStore;
  private readonly deps: ListModelDeps;
  /** The nations being fetched now, so a change while they come does not fetch them again. */
  private loading: string | null = null;

  constructor(deps: ListModelDeps) {
    const store = new SavedListsStore(deps);
    super({ lists: store.getState(), tables: null, tablesFailed: null, pack: null, shared: null });
    this.deps = deps;
    this.store = store;
    this.store.subscribe((lists) => this.update({ lists }));
  }

  /** Each new state fetches the nations it needs that are not loaded yet. */
  protected override changed(): void {
    this.loadNeeded();
  }

  setPack = (pack: ActivePack | null): void => {
    if (pack !== this.state.pack) this.update({ pack });
  };

  setShared = (shared: ParsedList | null): void => {
    if (shared !== this.state.shared) this.update({ shared });
  };

  /**
   * Tables loaded by a fetch of the model's or by a step (a nation chosen, files imported), kept before the
   * step changes the lists. Tables only ever grow: nations held already stay as they are, and fetches that
   * end in any order each add what they brought.
   */
  holdTables = (tables: CostTables): void => {
    const held = this.state.tables;
    const next = !held
      ? tables
      : (() => {
          const added = [...tables.troopCosts].filter(([nation]) => !held.troopCosts.has(nation));
          return added.length > 0 ? { ...held, troopCosts: new Map([...held.troopCosts, ...added]) } : null;
        })();
    if (!next) return;
    // The saved lists' steps read a list's row snapshot from the tables the model holds.
    this.store.useTables(next);
    this.update({ tables: next, tablesFailed: null });
  };

  /** The tables held now (null before any have loaded), for a step that adds to them. */
  tablesNow = (): CostTables | null => this.state.tables;

  // Opening the saved lists, and following what other tabs and the page's life do to them.

  /** Opens the lists this browser keeps, with the rules that read them (fetched as the page opens), its storage and locks. */
  openSaved = (rules: SavedListRules, storage: SafeStorage, locks: Locks | null): void => this.store.open(rules, storage, locks);

  /** The saved-list rules could not be fetched (offline before the site was kept). */
  failedToOpen = (): void => this.store.failedToOpen();

  /** Another tab wrote storage (`key` null: it was cleared). */
  storageChanged = (key: string | null): void => this.store.storageChanged(key);

  /** Saves the list on screen now (the page is hidden or left, or printed); false when its change is still only on screen. */
  saveNow = (): boolean => this.store.saveNow();

  /** Tries the save again (after storage was full). */
  retrySave = (): boolean => this.store.retrySave();

  /** The player's answer to a conflict with another tab: keep theirs, keep mine, or keep both. */
  resolveConflict = (choice: ConflictChoice): void => this.store.resolveConflict(choice);

  // Edits of a list, named by the list the player saw when making them (the store saves each).

  /** An edit of the list with this id (the one on screen unless said), saved once the player pauses. */
  edit = (change: (list: GwshList) => GwshList, id?: string): void => this.store.edit(change, id);

  /** The air-superiority maximum the player entered for the list on screen (10.4); null: none. */
  setMaxAircraft = (maxAircraft: number | null): void => this.store.setMaxAircraft(maxAircraft);

  /** Moves the list on screen to the current data version: only ever on the player's request. */
  acceptDataUpdate = (): void => this.store.acceptDataUpdate();

  /** Opens another saved list, once the one on screen is saved. */
  switchTo = (id: string): void => this.store.switchTo(id);

  /** The list with this id as this tab holds it now (the one on screen, or a saved one). */
  private listNow(id: string): GwshList | undefined {
    const { draft, lists } = this.state.lists;
    return id === draft.id ? draft.list : lists.find((l) => l.id === id)?.list;
  }

  /** An addition, which the cap (../../gwsh/list/listCap.ts) may refuse: its one sentence is said, and false returned. */
  grow = (change: (list: GwshList) => GwshList, id: string): boolean => {
    const before = this.listNow(id);
    const after = before && change(before);
    if (!before || after === before) {
      this.deps.announce(capSentence);
      return false;
    }
    this.store.edit(() => after!, id);
    return true;
  };

  /** A removal, said with `text` and an Undo that puts the list back while nothing else has changed it. */
  removeWithUndo = (change: (list: GwshList) => GwshList, text: string, id: string): void => {
    const before = this.listNow(id);
    if (!before) return;
    const after = change(before);
    this.store.edit(() => after, id);
    this.deps.announce(text, () => {
      if (this.listNow(id) !== after) return this.deps.announce('The list has changed since, so there is nothing to undo.');
      this.store.edit(() => before, id);
      this.deps.announce('Restored.');
    });
  };

  // Steps on whole lists, each saying what it did (the store, ./savedListsStore.ts, does the saving).

  /** A new empty list of the nation and year on screen; false when storage refused it (the store said why). */
  newList = (): boolean => {
    if (!this.store.newBlank()) return false;
    this.deps.announce('New list created.');
    return true;
  };

  duplicateList = (): void => {
    const copy = this.store.duplicate();
    if (copy) this.deps.announce(`Duplicated as “${displayName(copy.list)}”.`);
  };

  /**
   * A change of the list's settings, made through `edit` (the page's edit path); a new nation's table is
   * fetched first, so the page never waits on a blank screen.
   */
  changeSettings = (patch: Partial<GwshList>, edit: (change: (list: GwshList) => GwshList) => void): void => {
    const change = () => edit((l) => ({ ...l, ...patch }));
    if (!patch.nation) return change();
    void this.deps.loadTables([patch.nation], this.state.tables).then((next) => {
      this.holdTables(next);
      change();
    }, change);
  };

  /** Deletes the list on screen, with an Undo that brings it back unless another tab kept it since. */
  deleteList = (): void => {
    const { draft } = this.state.lists;
    const name = displayName(draft.list);
    this.store.remove(draft.id);
    this.deps.announce(`Deleted “${name}”.`, () => this.undoRemoval(name));
  };

  private undoRemoval(name: string): void {
    const undone = this.store.undoRemove();
    if (undone === 'restored') this.deps.announce(`Restored “${name}”.`);
    if (undone === 'theirs') this.deps.announce('This list was kept in another tab after you deleted it: showing that version.');
  }

  /**
   * Adds the lists of files a player opened (lists, sets, backups), each saved; the tables their nations
   * need are fetched first. Says how many were added; returns the sentences for what was refused.
   */
  importFiles = async (entries: ImportEntry[]): Promise<string[]> => {
    const { addImported, entryOutcomes, importReport } = await import('../../gwsh/list/listImport.ts');
    // Each item alone: entryOutcomes' optional second parameter (the ids known) is no index.
    const outcomes = (await this.deps.inSteps(entries, (entry) => entryOutcomes(entry))).flat();
    const nations = outcomes.flatMap((o) => (o.ok ? [o.list.nation] : []));
    const loaded = await this.deps.loadTables(nations, this.state.tables).catch(() => this.state.tables);
    if (loaded) this.holdTables(loaded);
    const results = await addImported(outcomes, this.store.listsNow(), dataVersion, this.store.createMany, this.deps.inSteps);
    const report = importReport(outcomes, results);
    if (report.added) this.deps.transition(() => this.deps.announce(report.added!));
    return report.unchanged === null ? report.refused : [...report.refused, report.unchanged];
  };

  /** Adds the list a shared link opened to the player's own; false when it could not be saved. */
  addShared = (): boolean => {
    const { shared } = this.state;
    if (!shared?.ok || !this.store.create(shared.list)) return false;
    this.deps.announce(`Added “${displayName(shared.list)}” to your lists.`);
    return true;
  };

  /** Splits a saved list past the cap into lists within it (the store keeps the entry if any part fails). */
  splitOversized = (key: string): void => {
    const made = this.store.splitOversized(key);
    if (made > 0) this.deps.announce(`The list was split into ${made} lists within the size a list may have; each is saved.`);
  };

  /** Every nation a list on the page is of: the list on screen, the saved ones, a shared one. */
  private nationsNeeded = perObject((s: ListModelState) => {
    const nations = new Set([s.lists.draft.list.nation, ...s.lists.lists.map((l) => l.list.nation)]);
    if (s.shared?.ok) nations.add(s.shared.list.nation);
    return nationsKey(nations);
  });

  private loadNeeded(): void {
    const s = this.state;
    const key = this.nationsNeeded(s);
    if (costTablesReady(s.tables, key.split(' ')) || this.loading === key || s.tablesFailed === key) return;
    this.loading = key;
    this.deps.loadTables(key.split(' '), s.tables).then(
      (tables) => {
        if (this.loading === key) this.loading = null;
        this.holdTables(tables);
      },
      () => {
        if (this.loading === key) this.loading = null;
        this.update({ tablesFailed: key });
      },
    );
  }

  // Selectors: each takes the state to read (the page may draw an earlier one while a later one waits).

  /** The tables, once the saved lists are read and every nation they need has its table; null until then. */
  tables = (s: ListModelState): CostTables | null =>
    s.lists.ready && costTablesReady(s.tables, this.nationsNeeded(s).split(' ')) ? s.tables : null;

  /** Why the page cannot draw the lists (a table or the saved-list rules could not be fetched); null otherwise. */
  loadError = (s: ListModelState): string | null => (s.tablesFailed === this.nationsNeeded(s) ? TABLES_FAILED : s.lists.loadError);

  /** The aircraft maximum in force for the list on screen: the event's, else the list's own. */
  maxAircraft = (s: ListModelState): number | null => maxAircraftUnder(s.pack, s.lists.draft.maxAircraft);

  /** The list on screen costed, with the places of its findings; null while its tables are on their way. */
  costed = (s: ListModelState): CostedList | null => {
    const tables = this.tables(s);
    if (!tables) return null;
    const { list, maxAircraft } = s.lists.draft;
    const options = costOptionsUnder(s.pack, maxAircraft);
    const hit = this.costedLists.get(list);
    if (hit && hit.tables === tables && hit.pack === s.pack && hit.maxAircraft === maxAircraft) return hit.costed;
    const costed = this.coster(list, tables, options);
    keepCost(list, tables, options, costed.cost);
    this.costedLists.set(list, { tables, pack: s.pack, maxAircraft, costed });
    return costed;
  };
  /** The list on screen is costed by a coster of its own, which keeps what an edit left unchanged. */
  private readonly coster = listCoster();
  private readonly costedLists = new WeakMap<
    GwshList,
    { tables: CostTables; pack: ActivePack | null; maxAircraft: number | null; costed: CostedList }
  >();

  /** Brigade `index` of the list on screen with its cost and findings (undefined past the end, or before the tables). */
  brigade = (s: ListModelState, index: number): BrigadeView | undefined => {
    const brigade = s.lists.draft.list.brigades[index];
    const costed = this.costed(s);
    if (!brigade || !costed) return undefined;
    const view = { brigade, cost: costed.cost.brigades[index], places: costed.places.brigades.get(index) };
    const before = this.brigadeViews[index];
    if (before && before.brigade === view.brigade && before.cost === view.cost && before.places === view.places) return before;
    this.brigadeViews[index] = view;
    return view;
  };
  private readonly brigadeViews: BrigadeView[] = [];

  /** How the list on screen's rows compare with the tables it was saved with (rowChanges.ts). */
  check = (s: ListModelState): DataVersionCheck | null => {
    const tables = this.tables(s);
    if (!tables) return null;
    const { list, rows } = s.lists.draft;
    const hit = this.checks.get(list);
    if (hit && hit.tables === tables && hit.rows === rows) return hit.check;
    const check = checkDataVersion(list, rows, tables);
    this.checks.set(list, { tables, rows, check });
    return check;
  };
  private readonly checks = new WeakMap<GwshList, { tables: CostTables; rows: unknown; check: DataVersionCheck }>();

  /** A shared list's cost, under the event's pack and no aircraft maximum of its own; null when there is none to cost. */
  sharedCost = (s: ListModelState): ListCost | null => {
    const tables = this.tables(s);
    return tables && s.shared?.ok ? costOf(s.shared.list, tables, costOptionsUnder(s.pack, null)) : null;
  };

  /** A saved list's cost (the switcher, the set): cached per list object (costCache.ts). */
  costOfRecord = (s: ListModelState, record: SavedList): ListCost | null => {
    const tables = this.tables(s);
    return tables && costOf(record.list, tables, costOptionsUnder(s.pack, record.maxAircraft));
  };

  /** The saved lists with the list on screen's unsaved content in its place: the same array while neither changes. */
  lists = (lists: ListsState): SavedList[] => {
    const last = this.lastLists;
    if (last?.lists !== lists.lists || last.draft !== lists.draft)
      this.lastLists = { lists: lists.lists, draft: lists.draft, out: SavedListsStore.listsOf(lists) };
    return this.lastLists!.out;
  };
  private lastLists: { lists: SavedList[]; draft: SavedList; out: SavedList[] } | null = null;

  /** The list files among `lists` (as `lists` gives them), for the checks over a set. */
  listFiles = perObject((lists: SavedList[]) => lists.map((l) => l.list));

  /** The ids among `lists` (as `lists` gives them) saved at least once: a new player's first list is not, until changed. */
  savedIds = perObject((lists: SavedList[]) => new Set(lists.flatMap((l) => (l.rev > 0 ? [l.id] : []))));

  /**
   * Whether the page may draw `next` at once rather than keep drawing `shown` while `next` is drawn in the
   * background. At once: an edit, and another list on screen of at most AT_ONCE_LINES lines (a new list,
   * a duplicate), so that focus moved to it in the same task finds it. In the background: a long list
   * opened, the first draw once the saved lists and tables are in, and many lists added or removed at once
   * (a restore), which are long to draw.
   */
  drawsAtOnce = (next: ListModelState, shown: ListModelState): boolean => {
    // One step of the player's adds or removes at most two lists (a new list saves the one on screen first).
    if (this.tables(shown) === null || Math.abs(next.lists.lists.length - shown.lists.lists.length) > 2) return false;
    return next.lists.draft.id === shown.lists.draft.id || listLines(next.lists.draft.list) <= AT_ONCE_LINES;
  };
}
