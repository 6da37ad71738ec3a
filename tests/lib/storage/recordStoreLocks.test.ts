/**
 * The record store across tabs as browsers run them: saves wait for one lock, and each tab's copy of storage
 * hears of another tab's write a moment late. Nothing is lost: every change is kept, or its caller told.
 */
import { describe, expect, it } from 'vitest';
import { RecordStore, type Change, type Locks, type Outcome } from '#src/lib/storage/recordStore.ts';
import { openStorage, type StorageLike } from '#src/lib/storage/safeStorage.ts';
import { heldLocks, immediateLocks, laggingStorage } from '../../support/locks.ts';

type Tally = Record<string, number>;
const readTally = (json: unknown) =>
  typeof json === 'object' && json !== null && !Array.isArray(json)
    ? { ok: true as const, value: json as Tally }
    : { ok: false as const, message: 'not a tally' };
const add =
  (name: string, n = 1): Change<Tally> =>
  (t) => ({ ok: true, value: { ...t, [name]: (t[name] ?? 0) + n } });
const put =
  (value: Tally): Change<Tally> =>
  () => ({ ok: true, value });

function tab(storage: StorageLike, tabId: string, locks: Locks) {
  const store = new RecordStore<Tally>({
    storage: openStorage(() => storage),
    key: 'k',
    tabId,
    now: () => 1000,
    initial: () => ({}),
    read: readTally,
    locks,
  });
  store.open();
  const outcomes: Outcome['kind'][] = [];
  const change = (c: Change<Tally>, merge = true) => store.change(c, { merge }, (o) => outcomes.push(o.kind));
  return { store, outcomes, change, storage };
}

const record = (text: string | null) =>
  JSON.parse(text!) as { rev: number; writer: string; value: Tally; epoch: number; lineage: string[] };

describe('RecordStore with Web Locks', () => {
  it('shows a change at once and saves it when the lock is granted; two tabs changing at the same instant both keep theirs', async () => {
    const lagging = laggingStorage();
    const { locks, grant, waiting } = heldLocks();
    const a = tab(lagging.tab(), 'a', locks);
    const b = tab(lagging.tab(), 'b', locks);
    a.change(add('ann'));
    b.change(add('bob'));
    // Both shown before either is saved; nothing stored yet.
    expect(a.store.getState().value).toEqual({ ann: 1 });
    expect(b.store.getState().value).toEqual({ bob: 1 });
    expect(lagging.stored('k')).toBeNull();
    expect(waiting()).toBe(2);
    await grant(); // a: rev 1 {ann: 1}
    lagging.deliver(b.storage); // b's copy hears of it before b's turn, as the lock is let go a task later
    await grant(); // b: made on a's rev 1, rev 2 {ann: 1, bob: 1}
    expect(record(lagging.stored('k'))).toMatchObject({ rev: 2, writer: 'b', value: { ann: 1, bob: 1 }, lineage: ['1:a', '2:b'] });
    expect(a.outcomes).toEqual(['saved']);
    expect(b.outcomes).toEqual(['merged']);
    for (const key of lagging.deliver(a.storage)) a.store.storageChanged(key);
    expect(a.store.getState().value).toEqual({ ann: 1, bob: 1 });
  });

  it('a write over a version the tab had not heard of yet (its copy of storage lagged) is found by the lineage and made again', async () => {
    const lagging = laggingStorage();
    const { locks, grant } = heldLocks();
    const a = tab(lagging.tab(), 'a', locks);
    const b = tab(lagging.tab(), 'b', locks);
    a.change(add('ann'));
    b.change(add('bob'));
    await grant(); // a: rev 1 {ann: 1}
    await grant(); // b's copy has not heard: b writes rev 1 {bob: 1} over a's
    expect(record(lagging.stored('k'))).toMatchObject({ rev: 1, writer: 'b', value: { bob: 1 } });
    // a hears of b's rev 1: it names 1:b, not a's 1:a, so a's change is made again on it.
    for (const key of lagging.deliver(a.storage)) a.store.storageChanged(key);
    expect(a.store.getState().value).toEqual({ bob: 1, ann: 1 });
    await grant(); // a: rev 2 {bob: 1, ann: 1}
    expect(record(lagging.stored('k'))).toMatchObject({ rev: 2, writer: 'a', value: { bob: 1, ann: 1 }, lineage: ['1:b', '2:a'] });
    // a's caller was told 'saved', then 'merged' when it was made again.
    expect(a.outcomes).toEqual(['saved', 'merged']);
    for (const key of lagging.deliver(b.storage)) b.store.storageChanged(key);
    expect(b.store.getState().value).toEqual({ bob: 1, ann: 1 });
  });

  it('three tabs, each copy lagging, each scoring its own table at once: all three kept once every tab has heard', async () => {
    const lagging = laggingStorage();
    const { locks, grant, waiting } = heldLocks();
    const tabs = ['a', 'b', 'c'].map((id) => tab(lagging.tab(), id, locks));
    tabs.forEach((t, i) => t.change(add(`table${i + 1}`, 10 + i)));
    // All three saves run before any copy hears of another's: each writes rev 1 over nothing, c's last.
    for (let i = 0; i < 3; i++) await grant();
    expect(record(lagging.stored('k'))).toMatchObject({ rev: 1, writer: 'c', value: { table3: 12 } });
    // Then every tab hears what is stored (in no set order) between one save and the next, until no save waits.
    for (let round = 0; round < 20 && (round === 0 || waiting() > 0); round++) {
      await grant();
      for (const t of [...tabs].reverse()) for (const key of lagging.deliver(t.storage)) t.store.storageChanged(key);
    }
    expect(waiting()).toBe(0);
    // table1 10, table2 11, table3 12: every change kept exactly once.
    expect(record(lagging.stored('k')).value).toEqual({ table1: 10, table2: 11, table3: 12 });
    for (const t of tabs) expect(t.store.getState().value).toEqual({ table1: 10, table2: 11, table3: 12 });
  });

  it('a change made before another tab put a whole value in place (a file opened) is refused, never put on the new value', async () => {
    const lagging = laggingStorage();
    const { locks, grant } = heldLocks();
    const a = tab(lagging.tab(), 'a', locks);
    const b = tab(lagging.tab(), 'b', locks);
    a.change(put({ opened: 1 }), false); // a opens a file
    b.change(add('table1', 10)); // b scores table 1 of the event it shows, at the same instant
    await grant(); // a's file: rev 1, epoch 1
    lagging.deliver(b.storage);
    await grant(); // b's score finds epoch 1, made on epoch 0
    expect(b.outcomes).toEqual(['replaced']);
    expect(record(lagging.stored('k'))).toMatchObject({ rev: 1, writer: 'a', value: { opened: 1 }, epoch: 1 });
    expect(b.store.getState().value).toEqual({ opened: 1 });
  });

  it('a whole replacement made before another tab’s change is not saved over it', async () => {
    const lagging = laggingStorage();
    const { locks, grant } = heldLocks();
    const a = tab(lagging.tab(), 'a', locks);
    const b = tab(lagging.tab(), 'b', locks);
    b.change(add('table1', 10));
    a.change(put({ opened: 1 }), false);
    await grant();
    lagging.deliver(a.storage);
    await grant();
    expect(a.outcomes).toEqual(['stale']);
    expect(record(lagging.stored('k'))).toMatchObject({ rev: 1, writer: 'b', value: { table1: 10 } });
  });

  it('a replacement chosen before another tab’s version came (a file still being read) is not saved over it', async () => {
    const lagging = laggingStorage();
    const { locks, grant } = heldLocks();
    const a = tab(lagging.tab(), 'a', locks);
    const b = tab(lagging.tab(), 'b', locks);
    const seen = a.store.seen(); // a's organiser picks a file
    b.change(add('table1', 10));
    await grant();
    for (const key of lagging.deliver(a.storage)) a.store.storageChanged(key); // b's score reaches a while the file is read
    a.store.change(put({ opened: 1 }), { merge: false, seen }, (o) => a.outcomes.push(o.kind));
    await grant();
    expect(a.outcomes).toEqual(['stale']);
    expect(record(lagging.stored('k')).value).toEqual({ table1: 10 });
    // Chosen now, with the score shown, it is saved.
    a.change(put({ opened: 1 }), false);
    await grant();
    expect(record(lagging.stored('k')).value).toEqual({ opened: 1 });
  });

  it('a page being left saves what still waits for the lock at once', () => {
    const lagging = laggingStorage();
    const { locks } = heldLocks();
    const a = tab(lagging.tab(), 'a', locks);
    a.change(add('ann'));
    a.change(add('ann'));
    expect(lagging.stored('k')).toBeNull();
    a.store.saveQueued();
    // Two changes on nothing stored: {ann: 2} at revision 2.
    expect(record(lagging.stored('k'))).toMatchObject({ rev: 2, value: { ann: 2 } });
    expect(a.outcomes).toEqual(['saved', 'saved']);
  });

  it('a lock free at once saves in the same task, as a tab alone sees it', () => {
    const lagging = laggingStorage();
    const a = tab(lagging.tab(), 'a', immediateLocks);
    a.change(add('ann'));
    expect(record(lagging.stored('k'))).toMatchObject({ rev: 1, value: { ann: 1 } });
  });

  it('a record forgotten is removed under the lock, with the changes still waiting; the next change starts from nothing', async () => {
    const lagging = laggingStorage();
    const { locks, grant } = heldLocks();
    const a = tab(lagging.tab(), 'a', locks);
    a.change(add('ann'));
    await grant(); // rev 1 {ann: 1}
    a.change(add('bob')); // waits for the lock
    const removed: boolean[] = [];
    a.store.forget((r) => removed.push(r.ok));
    // Not removed until the lock comes round to it: the change waiting first is saved, then the record goes.
    expect(record(lagging.stored('k')).rev).toBe(1);
    await grant(); // the change: rev 2 {ann: 1, bob: 1}
    await grant(); // the forget
    expect(lagging.stored('k')).toBeNull();
    expect(removed).toEqual([true]);
    expect(a.store.getState().value).toEqual({});
    a.change(add('cy'));
    await grant();
    // 1 + 0: a new record, its first revision after the one removed.
    expect(record(lagging.stored('k'))).toMatchObject({ writer: 'a', value: { cy: 1 } });
  });
});
