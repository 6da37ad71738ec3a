/** The one record store: tabs sharing a key never save over a version they have not seen. */
import { describe, expect, it } from 'vitest';
import { RecordStore, type Change, type Outcome } from '#src/lib/storage/recordStore.ts';
import { memoryStorage, openStorage, type StorageLike } from '#src/lib/storage/safeStorage.ts';

/** The value in these tests: a tally of named counts. */
type Tally = Record<string, number>;
const readTally = (json: unknown) =>
  typeof json === 'object' && json !== null && !Array.isArray(json) && Object.values(json).every((n) => typeof n === 'number')
    ? { ok: true as const, value: json as Tally }
    : { ok: false as const, message: 'not a tally' };
const add =
  (name: string, n = 1): Change<Tally> =>
  (t) => ({ ok: true, value: { ...t, [name]: (t[name] ?? 0) + n } });

function tab(shared: StorageLike, tabId: string) {
  let clock = 1000;
  const store = new RecordStore<Tally>({
    storage: openStorage(() => shared),
    key: 'k',
    tabId,
    now: () => (clock += 10),
    initial: () => ({}),
    read: readTally,
  });
  store.open();
  return store;
}

const stored = (shared: StorageLike) => JSON.parse(shared.getItem('k')!) as { rev: number; writer: string; value: Tally };

describe('RecordStore', () => {
  it('reads the stored value once, when it opens: a change made on the version stored checks only its stamp', () => {
    const shared = memoryStorage();
    let reads = 0;
    const store = new RecordStore<Tally>({
      storage: openStorage(() => shared),
      key: 'k',
      tabId: 'a',
      now: () => 1000,
      initial: () => ({}),
      read: (json) => ((reads += 1), readTally(json)),
    });
    store.open();
    for (let i = 0; i < 5; i++) store.change(add('ann'), { merge: true });
    // Nothing stored at the open: no read; five changes, each on the version this tab wrote: none either.
    expect(reads).toBe(0);
    expect(stored(shared)).toMatchObject({ rev: 5, value: { ann: 5 } });
    // Another tab's write is read whole when this tab's next change finds a stamp it has not seen.
    shared.setItem('k', JSON.stringify({ format: 'gwt-record', version: 1, rev: 9, writer: 'b', updated: 5000, value: { bob: 1 } }));
    store.change(add('ann'), { merge: true });
    expect(reads).toBe(1);
    expect(stored(shared)).toMatchObject({ rev: 10, writer: 'a', value: { bob: 1, ann: 1 } });
  });

  it('saves each change with the next revision, and another tab reads it', () => {
    const shared = memoryStorage();
    const a = tab(shared, 'a');
    a.change(add('ann'), { merge: true });
    a.change(add('ann'), { merge: true });
    expect(stored(shared)).toMatchObject({ rev: 2, writer: 'a', value: { ann: 2 } });
    const b = tab(shared, 'b');
    expect(b.getState().value).toEqual({ ann: 2 });
  });

  it('follows another tab: the storage event brings its version', () => {
    const shared = memoryStorage();
    const a = tab(shared, 'a');
    const b = tab(shared, 'b');
    a.change(add('ann'), { merge: true });
    expect(b.getState().value).toEqual({});
    b.storageChanged('other-key');
    expect(b.getState().value).toEqual({});
    b.storageChanged('k');
    expect(b.getState().value).toEqual({ ann: 1 });
    expect(b.getState().stamp.rev).toBe(1);
  });

  it('a change made on a version another tab has replaced is merged into theirs, never saved over it', () => {
    const shared = memoryStorage();
    const a = tab(shared, 'a');
    const b = tab(shared, 'b');
    a.change(add('ann'), { merge: true }); // rev 1 {ann: 1}; b has not heard of it
    const outcomes: Outcome[] = [];
    b.change(add('bob'), { merge: true }, (o) => outcomes.push(o));
    expect(outcomes).toEqual([{ kind: 'merged' }]);
    // {ann: 1} + bob 1: both kept, at revision 2
    expect(stored(shared)).toMatchObject({ rev: 2, writer: 'b', value: { ann: 1, bob: 1 } });
    expect(b.getState().value).toEqual({ ann: 1, bob: 1 });
  });

  it('a whole replacement made on an old version is not saved: theirs is shown and the caller told', () => {
    const shared = memoryStorage();
    const a = tab(shared, 'a');
    const b = tab(shared, 'b');
    a.change(add('ann'), { merge: true });
    const outcomes: Outcome[] = [];
    b.change(
      () => ({ ok: true, value: { cat: 9 } }),
      { merge: false },
      (o) => outcomes.push(o),
    );
    expect(outcomes).toEqual([{ kind: 'stale' }]);
    expect(stored(shared).value).toEqual({ ann: 1 });
    expect(b.getState().value).toEqual({ ann: 1 });
  });

  it('a change that no longer applies to the other tab’s version is refused with its reason', () => {
    const shared = memoryStorage();
    const a = tab(shared, 'a');
    const b = tab(shared, 'b');
    a.change(add('ann', 5), { merge: true });
    const atMostFive: Change<Tally> = (t) =>
      (t.ann ?? 0) + 1 > 5 ? { ok: false, message: 'ann has five already' } : { ok: true, value: { ...t, ann: (t.ann ?? 0) + 1 } };
    const outcomes: Outcome[] = [];
    b.change(atMostFive, { merge: true }, (o) => outcomes.push(o));
    expect(outcomes).toEqual([{ kind: 'refused', message: 'ann has five already' }]);
    expect(stored(shared).value).toEqual({ ann: 5 });
  });

  it('two tabs writing the same revision at once: the one overwritten merges its change again when it hears', () => {
    const shared = memoryStorage();
    const a = tab(shared, 'a');
    const b = tab(shared, 'b');
    b.change(add('bob'), { merge: true });
    expect(stored(shared)).toMatchObject({ rev: 1, writer: 'b' });
    // Storage is not atomic across processes: a's write of rev 1, made on rev 0 as storage looked to it a
    // moment before, replaced b's.
    shared.setItem('k', JSON.stringify({ format: 'gwt-record', version: 1, rev: 1, writer: 'a', updated: 5000, value: { ann: 1 } }));
    b.storageChanged('k');
    // b makes its last change again on a's version: {ann: 1} + bob, revision 2
    expect(stored(shared)).toMatchObject({ rev: 2, writer: 'b', value: { ann: 1, bob: 1 } });
    a.storageChanged('k');
    expect(a.getState().value).toEqual({ ann: 1, bob: 1 });
  });

  it('a value saved before records had stamps is read as revision 0; an unreadable one is set aside', () => {
    const shared = memoryStorage();
    shared.setItem('k', JSON.stringify({ ann: 3 }));
    expect(tab(shared, 'a').getState()).toMatchObject({ value: { ann: 3 }, stamp: { rev: 0 } });
    shared.setItem('k', '{"ann": "three"}');
    const b = tab(shared, 'b');
    expect(b.getState()).toMatchObject({ value: {}, unreadable: 'not a tally' });
    expect(shared.getItem('k.unreadable')).toBe('{"ann": "three"}');
  });

  it('with storage turned off, every change is kept on the page, one after another, and each says it is not stored', () => {
    const store = new RecordStore<Tally>({
      storage: openStorage(() => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      }),
      key: 'k',
      tabId: 'a',
      now: () => 1_000,
      initial: () => ({}),
      read: readTally,
    });
    store.open();
    const outcomes: Outcome[] = [];
    store.change(add('ann'), { merge: true }, (o) => outcomes.push(o));
    store.change(add('ann'), { merge: true }, (o) => outcomes.push(o));
    // Never "merged": the second change follows the first, which is this page's own.
    expect(outcomes).toEqual([
      { kind: 'not-stored', problem: 'unavailable' },
      { kind: 'not-stored', problem: 'unavailable' },
    ]);
    expect(store.getState().value).toEqual({ ann: 2 });
  });

  it('a change storage refuses stays on the page, and the next change with room saves both', () => {
    let full = true;
    const real = memoryStorage();
    const shared: StorageLike = {
      ...real,
      get length() {
        return real.length;
      },
      setItem: (k, v) => {
        if (full && k === 'k') throw Object.assign(new Error('full'), { name: 'QuotaExceededError' });
        real.setItem(k, v);
      },
    };
    const a = tab(shared, 'a');
    const outcomes: Outcome[] = [];
    a.change(add('ann'), { merge: true }, (o) => outcomes.push(o));
    expect(outcomes[0]?.kind).toBe('not-stored');
    expect(a.getState().value).toEqual({ ann: 1 });
    full = false;
    a.change(add('ann'), { merge: true }, (o) => outcomes.push(o));
    expect(outcomes[1]).toEqual({ kind: 'saved' });
    expect(stored(real)).toMatchObject({ rev: 1, value: { ann: 2 } });
  });

  it('storage gone back below this tab’s writes (another tab wrote over a version it had not heard of): the lost changes are made again on it', () => {
    const shared = memoryStorage();
    const a = tab(shared, 'a');
    for (let i = 0; i < 3; i++) a.change(add('ann'), { merge: true });
    // Storage now holds b's rev 1, which names no write of a's: a's revisions 1 to 3 were lost.
    shared.setItem(
      'k',
      JSON.stringify({ format: 'gwt-record', version: 1, rev: 1, writer: 'b', updated: 500, value: { bob: 1 }, lineage: ['1:b'] }),
    );
    a.storageChanged('k');
    // Made again in order on b's version: {bob: 1} + ann 3 times, at revisions 2, 3 and 4.
    expect(stored(shared)).toMatchObject({ rev: 4, writer: 'a', value: { bob: 1, ann: 3 } });
    expect(a.getState()).toMatchObject({ value: { bob: 1, ann: 3 }, stamp: { rev: 4, writer: 'a' } });
    // A newer version (rev 7) that names a's last write is shown, and nothing is made again.
    shared.setItem(
      'k',
      JSON.stringify({
        format: 'gwt-record',
        version: 1,
        rev: 7,
        writer: 'b',
        updated: 9000,
        value: { bob: 2, ann: 3 },
        lineage: ['4:a', '7:b'],
      }),
    );
    a.storageChanged('k');
    expect(a.getState()).toMatchObject({ value: { bob: 2, ann: 3 }, stamp: { rev: 7, writer: 'b' } });
    expect(stored(shared)).toMatchObject({ rev: 7 });
  });
});
