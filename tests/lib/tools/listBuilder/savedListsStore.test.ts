/**
 * The saved-lists store step by step: two tabs sharing one storage, a clock, ids and timers run by hand,
 * so every save, every other tab's change and every refusal happens exactly when the test says.
 */
import { describe, expect, it } from 'vitest';
import { allCostTables as tables } from '#src/lib/data/tables/costTablesAll.ts';
import { addBrigade, newList } from '#src/lib/gwsh/list/listEdits.ts';
import type { GwshList } from '#src/lib/gwsh/list/listFile.ts';
import { memoryStorage, openStorage, type StorageLike } from '#src/lib/storage/safeStorage.ts';
import { ACTIVE_LIST_KEY, keyOfList, newRecord, serialiseRecord } from '#src/lib/tools/listBuilder/savedListRecord.ts';
import * as rules from '#src/lib/tools/listBuilder/savedLists.ts';
import type { Locks } from '#src/lib/storage/recordStore.ts';
import { heldLocks, laggingStorage } from '#tests/support/locks.ts';
import { FOLLOW_DELAY_MS, SAVE_DELAY_MS, SavedListsStore } from '#src/lib/tools/listBuilder/savedListsStore.ts';

const { fullOnOpenMessage, storageMessages } = rules;

/** One browser's storage, which can be made to refuse writes as a full one does. */
function browserStorage() {
  const items = memoryStorage();
  let full = false;
  const like: StorageLike = {
    get length() {
      return items.length;
    },
    key: (i) => items.key(i),
    getItem: (k) => items.getItem(k),
    setItem: (k, v) => {
      if (full) throw Object.assign(new Error('full'), { name: 'QuotaExceededError' });
      items.setItem(k, v);
    },
    removeItem: (k) => items.removeItem(k),
  };
  return { like, fill: (on: boolean) => (full = on) };
}

/** A tab: its store on the shared storage, its timers, and what it told the player. */
function tab(name: string, storage: StorageLike, costTables: () => typeof tables | null = () => tables, locks: Locks | null = null) {
  const timers: { run: () => void; ms: number }[] = [];
  const said: string[] = [];
  let clock = 1_000;
  let ids = 0;
  const store = new SavedListsStore({
    now: () => (clock += 10),
    newId: () => `${name}-${++ids}`,
    tabId: name,
    announce: (text) => said.push(text),
    setTimer: (run, ms) => timers.push({ run, ms }) - 1,
    clearTimer: (i) => {
      timers[i as number] = { run: () => undefined, ms: -1 };
    },
  });
  store.open(
    rules,
    openStorage(() => storage),
    locks,
  );
  const loaded = costTables();
  if (loaded) store.useTables(loaded);
  /** Runs the timers due: the autosave after SAVE_DELAY_MS. */
  const tick = () => timers.splice(0).forEach((t) => t.run());
  return { store, said, tick, timers, state: () => store.getState() };
}

/** A list an older version of the site could save: 3 brigades of 400 one-stand lines, 1,200 lines in all. */
const oversized = (name: string): GwshList => ({
  ...newList({ nation: 'germany', year: 1917, list: 'attack' }),
  name,
  brigades: ['B1', 'B2', 'B3'].map((brigadeName) => ({
    name: brigadeName,
    grade: 'regular' as const,
    stands: Array.from({ length: 400 }, (_, i) => ({ unit: `u${i}`, count: 1 })),
  })),
});

const renamed = (name: string) => (list: Parameters<typeof addBrigade>[0]) => ({ ...list, name });

describe('the saved-lists store', () => {
  it('never writes a record it could not read back, and every name it makes fits: duplicate, copy in a conflict, split', () => {
    const { like } = browserStorage();
    const a = tab('a', like);
    const long = 'N'.repeat(200);
    a.store.edit(renamed(long));
    a.tick();
    // Duplicate twice: " (copy)" and " (copy 2)" each fit within 200 characters by shortening the name before them.
    a.store.duplicate();
    a.store.duplicate();
    const names = a.state().lists.map((l) => l.list.name!);
    expect(names.map((n) => n.length)).toEqual([200, 200, 200]);
    expect(names[1]).toBe(`${'N'.repeat(192)}… (copy)`);
    expect(names[2]).toBe(`${'N'.repeat(190)}… (copy 2)`);
    // A name past the limit (no control of the page makes one) is not written: the edit stays on screen.
    a.store.edit(renamed('X'.repeat(201)));
    a.tick();
    expect(a.state()).toMatchObject({ dirty: true, storageProblem: expect.stringMatching(/^This list was not saved: /) });
    // A new page reads every entry storage holds: nothing it cannot open.
    const b = tab('b', like);
    expect(b.state().unreadable).toEqual([]);
    expect(b.state().lists.map((l) => l.list.name)).toEqual(names);
  });

  it('an edit made on the list still on screen while another is being opened goes to the one on screen', () => {
    const { like } = browserStorage();
    const a = tab('a', like);
    a.store.edit(renamed('Mine'));
    a.tick();
    const mine = a.state().draft.id;
    // An import opens a new list; the page has not drawn it yet, and the player types in the old one's name.
    a.store.create({ ...newList({ nation: 'france', year: 1916 }), name: 'Imported' });
    a.store.edit(renamed('Mine, renamed'), mine);
    expect(a.state().draft.list.name).toBe('Imported');
    expect(a.state().lists.map((l) => l.list.name)).toEqual(['Mine, renamed', 'Imported']);
    expect(a.said.at(-1)).toBe('That change went to “Mine, renamed”, the list on screen when you made it.');
    // Saved at once: a new page reads both as they are.
    expect(
      tab('b', like)
        .state()
        .lists.map((l) => l.list.name),
    ).toEqual(['Mine, renamed', 'Imported']);
  });

  it('splits a saved list past the cap with a 200-character name into parts that open again', () => {
    const { like } = browserStorage();
    const big = oversized('O'.repeat(200));
    like.setItem(keyOfList('old'), serialiseRecord(newRecord('old', big, 1, tables)));
    const a = tab('a', like);
    expect(a.store.splitOversized(keyOfList('old'))).toBe(2);
    // 200 - " (part 1 of 2)".length (14) - 1 for "…" = 185 letters kept.
    expect(a.state().lists.map((l) => l.list.name)).toEqual([`${'O'.repeat(185)}… (part 1 of 2)`, `${'O'.repeat(185)}… (part 2 of 2)`]);
    expect(tab('b', like).state().lists).toHaveLength(2);
  });

  it('adds many lists at once, in their order, with one change of state, and stops at the first storage refuses', () => {
    const { like, fill } = browserStorage();
    const a = tab('a', like);
    let changes = 0;
    a.store.subscribe(() => changes++);
    const lists = ['A', 'B', 'C'].map((name) => ({ ...newList({ nation: 'germany', year: 1917 }), name }));
    expect(a.store.createMany(lists)).toBe(3);
    expect(changes).toBe(1);
    expect(a.state()).toMatchObject({ dirty: false, draft: { list: { name: 'C' } } });
    expect(
      tab('b', like)
        .state()
        .lists.map((l) => l.list.name),
    ).toEqual(['A', 'B', 'C']);
    fill(true);
    expect(a.store.createMany([{ ...lists[0]!, name: 'D' }])).toBe(0);
    expect(a.state().lists).toHaveLength(3);
    // Room for one more: E is saved, F refused, and the storage sentence stays for F.
    fill(false);
    const setItem = like.setItem.bind(like);
    let room = 1;
    like.setItem = (k, v) => {
      if (k.startsWith(keyOfList('')) && room-- <= 0) throw Object.assign(new Error('full'), { name: 'QuotaExceededError' });
      setItem(k, v);
    };
    expect(a.store.createMany(['E', 'F'].map((name) => ({ ...lists[0]!, name })))).toBe(1);
    expect(a.state()).toMatchObject({ draft: { list: { name: 'E' } }, storageProblem: storageMessages.full });
  });

  it('records no row snapshot for a list made before the cost tables arrive, and records it with the first edit', () => {
    const { like } = browserStorage();
    const a = tab('a', like, () => null);
    // The starter list, made while the tables are on their way: nothing recorded yet.
    expect(a.state().draft.rows).toEqual({});
    // The model hands the tables on as they arrive.
    a.store.useTables(tables);
    a.store.edit(renamed('First'));
    // An Attack basic list is allowed 650 points (list points table, GWSH 3.0): recorded once the tables are here.
    expect(a.state().draft.rows['limit:attack/basic']).toMatchObject({ values: { points: 650 } });
  });

  it('a saved list past the cap (an older version made it) is kept aside, and split into lists within the cap on request', () => {
    const { like } = browserStorage();
    // 3 brigades of 400 one-stand lines: 1,200 lines, past the 1,000 a list may have.
    const big = oversized('Old army');
    like.setItem(keyOfList('old'), serialiseRecord(newRecord('old', big, 1, tables)));
    const a = tab('a', like);
    expect(a.state().lists).toEqual([]);
    expect(a.state().unreadable).toMatchObject([{ key: keyOfList('old'), error: '“Old army” is larger than a list may now be' }]);
    expect(a.store.splitOversized(keyOfList('old'))).toBe(2);
    expect(a.state().lists.map((l) => l.list.name)).toEqual(['Old army (part 1 of 2)', 'Old army (part 2 of 2)']);
    expect(a.state().unreadable).toEqual([]);
    expect(like.getItem(keyOfList('old'))).toBeNull();
    // Both parts are in storage, so a new page opens them.
    expect(
      tab('b', like)
        .state()
        .lists.map((l) => l.list.brigades.length),
    ).toEqual([2, 1]);
  });

  it('opens on a full storage with every saved list shown, says so, and clears the notice once a save goes through', () => {
    const { like, fill } = browserStorage();
    const a = tab('a', like);
    a.store.edit(renamed('Kept'));
    a.tick();
    fill(true);
    // A new page on the full storage: the probe write fails for lack of room, the lists are still read.
    const b = tab('b', like);
    expect(b.state().lists.map((l) => l.list.name)).toEqual(['Kept']);
    expect(b.state()).toMatchObject({ storageAvailable: true, storageProblem: fullOnOpenMessage });
    // An edit cannot be saved: the usual full-storage sentence, and the edit stays on screen.
    b.store.edit(renamed('Kept, edited'));
    b.tick();
    expect(b.state()).toMatchObject({ dirty: true, storageProblem: storageMessages.full, draft: { list: { name: 'Kept, edited' } } });
    // Room again: the save goes through and nothing is left to say.
    fill(false);
    expect(b.store.retrySave()).toBe(true);
    expect(b.state()).toMatchObject({ dirty: false, storageProblem: null });
  });

  it('starts with an empty list, unsaved until its first change, and saves a change once the player pauses', () => {
    const { like } = browserStorage();
    const a = tab('a', like);
    expect(a.state()).toMatchObject({ ready: true, dirty: false, lists: [] });
    expect(like.length).toBe(0);
    a.store.edit(renamed('Sturm'));
    expect(a.state().dirty).toBe(true);
    expect(a.timers.map((t) => t.ms)).toEqual([SAVE_DELAY_MS]);
    a.tick();
    const id = a.state().draft.id;
    expect(a.state()).toMatchObject({ dirty: false, draft: { rev: 1, writer: 'a', list: { name: 'Sturm' } } });
    expect(JSON.parse(like.getItem(keyOfList(id))!).list.name).toBe('Sturm');
    // A second edit before the pause replaces the pending save: one write, of the latest list.
    a.store.edit(renamed('Sturm 2'));
    a.store.edit(renamed('Sturm 3'));
    a.tick();
    expect(a.state().draft.rev).toBe(2);
    expect(JSON.parse(like.getItem(keyOfList(id))!).list.name).toBe('Sturm 3');
    // Saving follows every change of the list on screen, not only edits of its brigades: its aircraft maximum too.
    a.store.setMaxAircraft(3);
    expect(a.timers.map((t) => t.ms)).toEqual([SAVE_DELAY_MS]);
    a.tick();
    expect(JSON.parse(like.getItem(keyOfList(id))!).maxAircraft).toBe(3);
    // An edit that changes nothing schedules nothing.
    a.store.edit((l) => l);
    expect(a.timers).toEqual([]);
  });

  it('shows another tab’s change when nothing is unsaved here, and asks when something is', () => {
    const { like } = browserStorage();
    const a = tab('a', like);
    a.store.edit(renamed('Attack'));
    a.tick();
    const b = tab('b', like);
    const key = keyOfList(b.state().draft.id);
    expect(b.state().draft.list.name).toBe('Attack');

    a.store.edit(renamed('Attack, revised'));
    a.tick();
    b.store.storageChanged(key);
    expect(b.state().draft.list.name).toBe('Attack, revised');
    expect(b.said).toEqual(['This list was changed in another tab: showing the latest version.']);

    // Both change it; A saves first. B's edit is not written over A's: B is asked.
    b.store.edit(renamed('B’s version'));
    a.store.edit(renamed('A’s version'));
    a.tick();
    b.store.storageChanged(key);
    expect(b.state().conflict).toMatchObject({ kind: 'changed' });
    b.tick();
    expect(JSON.parse(like.getItem(key)!).list.name).toBe('A’s version');
    // B keeps both: its version becomes a list of its own, under its own name.
    b.store.resolveConflict('copy');
    expect(b.said.at(-1)).toBe('Your version is saved as a separate list, “B’s version”.');
    expect(rules.loadLists(openStorage(() => like)).lists.map((l) => l.list.name)).toEqual(['A’s version', 'B’s version']);
  });

  it('one tab edits a list while another deletes it, at the same instant under the lock: the one that comes second is told', async () => {
    for (const first of ['edit', 'delete'] as const) {
      const { like } = browserStorage();
      const { locks, grant, waiting } = heldLocks();
      const a = tab('a', like, () => tables, locks);
      a.store.edit(renamed('Shared'));
      a.tick();
      await grant();
      const id = a.state().draft.id;
      const b = tab('b', like, () => tables, locks);
      expect(b.state().draft.id).toBe(id);
      // a renames it (its save waits for the lock); b deletes it (its delete waits too).
      const edit = () => {
        a.store.edit(renamed('Renamed in A'));
        a.tick();
      };
      const remove = () => b.store.remove(id);
      for (const step of first === 'edit' ? [edit, remove] : [remove, edit]) step();
      expect(waiting()).toBe(2);
      await grant();
      a.store.storageChanged(keyOfList(id));
      b.store.storageChanged(keyOfList(id));
      await grant();
      a.store.storageChanged(keyOfList(id));
      b.store.storageChanged(keyOfList(id));
      if (first === 'edit') {
        // a's rename was saved first: b's delete of the version before it is not done, and b says so.
        expect(JSON.parse(like.getItem(keyOfList(id))!).list.name).toBe('Renamed in A');
        expect(b.said.at(-1)).toBe('“Shared” was not deleted: another tab changed it first, and it is kept as that tab saved it.');
        expect(b.state().lists.map((l) => l.list.name)).toEqual(['Renamed in A']);
      } else {
        // b's delete came first: a's rename is not written back over it, and a is asked what to keep.
        expect(like.getItem(keyOfList(id))).toBeNull();
        expect(a.state()).toMatchObject({ conflict: { kind: 'deleted' }, draft: { list: { name: 'Renamed in A' } } });
      }
    }
  });

  it('a delete waiting for the lock: Undo keeps the entry as it is; leaving the page deletes it at once', async () => {
    const { like } = browserStorage();
    const { locks, grant, waiting } = heldLocks();
    const a = tab('a', like, () => tables, locks);
    a.store.edit(renamed('Keep me'));
    a.tick();
    await grant();
    const id = a.state().draft.id;
    const text = like.getItem(keyOfList(id));
    a.store.remove(id);
    expect(waiting()).toBe(1);
    // Undone before the lock came round: nothing was deleted, nothing written again.
    expect(a.store.undoRemove()).toBe('restored');
    await grant();
    expect(like.getItem(keyOfList(id))).toBe(text);
    expect(a.state().draft).toMatchObject({ id, list: { name: 'Keep me' } });
    // Deleted again, and the page left at once (its pagehide saves what is on screen): the entry goes with it.
    a.store.remove(id);
    a.store.saveNow();
    expect(like.getItem(keyOfList(id))).toBeNull();
    await grant();
    expect(a.said).toEqual([]);
  });

  it('a list deleted here that another tab saves again (its copy of storage had not heard of the delete) is kept, and said', () => {
    const lagging = laggingStorage();
    const a = tab('a', lagging.tab());
    a.store.edit(renamed('Shared'));
    a.tick();
    const id = a.state().draft.id;
    const bStorage = lagging.tab();
    const b = tab('b', bStorage);
    b.store.remove(id);
    expect(lagging.stored(keyOfList(id))).toBeNull();
    // a has not heard of the delete: its edit is saved over the version it holds, bringing the list back.
    a.store.edit(renamed('Shared, edited'));
    a.tick();
    for (const key of lagging.deliver(bStorage)) b.store.storageChanged(key);
    b.tick(); // b follows other lists' entries in one pass, FOLLOW_DELAY_MS later
    expect(b.said.at(-1)).toBe(
      '“Shared” was kept in another tab after you deleted it here: it is back in your lists, as that tab saved it.',
    );
    expect(b.state().lists.map((l) => l.list.name)).toContain('Shared, edited');
  });

  it('deletes a list with Undo, and Undo brings it back as it was', () => {
    const { like } = browserStorage();
    const a = tab('a', like);
    a.store.edit(renamed('Keep me'));
    a.tick();
    const id = a.state().draft.id;
    a.store.remove(id);
    expect(like.getItem(keyOfList(id))).toBeNull();
    expect(a.state().removed?.list.name).toBe('Keep me');
    expect(a.state().draft.id).not.toBe(id);
    expect(a.store.undoRemove()).toBe('restored');
    expect(a.state()).toMatchObject({ removed: null, draft: { id, list: { name: 'Keep me' } } });
    expect(JSON.parse(like.getItem(keyOfList(id))!).list.name).toBe('Keep me');
    expect(like.getItem(ACTIVE_LIST_KEY)).toBe(id);
  });

  it('with storage full, keeps the edit on screen, says why, and opens no other list over it', () => {
    const { like, fill } = browserStorage();
    const a = tab('a', like);
    a.store.edit(renamed('First'));
    a.tick();
    fill(true);
    a.store.edit(renamed('Unsaved change'));
    a.tick();
    expect(a.state()).toMatchObject({ dirty: true, draft: { list: { name: 'Unsaved change' } } });
    expect(a.state().storageProblem).toMatch(/full/);
    expect(a.store.newBlank()).toBeNull();
    expect(a.said.at(-1)).toMatch(/^Your latest change to this list is not saved yet/);
    expect(a.state().draft.list.name).toBe('Unsaved change');
    // Space freed: the retry saves it.
    fill(false);
    expect(a.store.retrySave()).toBe(true);
    expect(a.state().dirty).toBe(false);
  });

  it('opens another list at the version saved last, even one another tab wrote since', () => {
    const { like } = browserStorage();
    const a = tab('a', like);
    a.store.edit(renamed('One'));
    a.tick();
    const first = a.state().draft.id;
    a.store.newBlank();
    const b = tab('b', like);
    b.store.switchTo(first);
    b.store.edit(renamed('One, from B'));
    b.tick();
    a.store.switchTo(first);
    expect(a.state().draft.list.name).toBe('One, from B');
    expect(a.store.listsNow().map((l) => l.name)).toEqual(['One, from B', '']);
  });
  it('follows a restore of 1,000 lists in another tab in one pass: each entry read once, not every list per list', () => {
    const { like } = browserStorage();
    let reads = 0;
    const counted: StorageLike = {
      get length() {
        return like.length;
      },
      key: (i) => like.key(i),
      getItem: (k) => (reads++, like.getItem(k)),
      setItem: (k, v) => like.setItem(k, v),
      removeItem: (k) => like.removeItem(k),
    };
    const a = tab('a', like);
    const b = tab('b', counted);
    const lists = Array.from({ length: 1_000 }, (_, i) => ({ ...newList({ nation: 'germany', year: 1917 }), name: `Restored ${i + 1}` }));
    expect(a.store.createMany(lists)).toBe(1_000);
    reads = 0;
    // The browser tells B of each entry A wrote: 1,000 storage events, then B's timer.
    for (let i = 0; i < like.length; i++) {
      const key = like.key(i)!;
      if (key.startsWith(keyOfList('a-'))) b.store.storageChanged(key);
    }
    expect(b.state().lists).toHaveLength(0);
    expect(b.timers.filter((t) => t.ms === FOLLOW_DELAY_MS)).toHaveLength(1);
    b.tick();
    // 1,000 lists restored in A, plus B's own new list (never saved: not in storage).
    expect(b.state().lists.filter((l) => l.list.name?.startsWith('Restored'))).toHaveLength(1_000);
    // One read per entry A wrote; a re-read of every list per event would be 1,000 × 1,000.
    expect(reads).toBe(1_000);
  });
});
