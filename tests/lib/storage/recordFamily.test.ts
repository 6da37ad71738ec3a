/**
 * A family of records (src/lib/storage/recordFamily.ts): entries under one prefix, each with its stamp, two
 * tabs over one storage whose steps the lock stand-in interleaves by hand. A write never replaces a version
 * its writer has not seen: it is saved, or the conflict is told.
 */
import { describe, expect, it } from 'vitest';
import { RecordFamily, type EntryRead } from '#src/lib/storage/recordFamily.ts';
import type { Locks } from '#src/lib/storage/recordStore.ts';
import { openStorage, type StorageLike } from '#src/lib/storage/safeStorage.ts';
import { heldLocks, immediateLocks, laggingStorage } from '../../support/locks.ts';

interface Tally {
  id: string;
  rev: number;
  writer: string;
  updated: number;
  n: number;
}

const read = (text: string): EntryRead<Tally, string> => {
  try {
    const json = JSON.parse(text) as Tally;
    return typeof json.n === 'number' ? { ok: true, value: json } : { ok: false, message: 'not a tally', extra: text };
  } catch {
    return { ok: false, message: 'it is not valid JSON' };
  }
};

const family = (storage: StorageLike, locks: Locks | null = null) =>
  new RecordFamily<Tally, string>({
    storage: openStorage(() => storage),
    prefix: 'tally:',
    pointerKey: 'tally-open',
    lockName: 'tally',
    locks,
    read,
    write: (t) => JSON.stringify(t),
  });

const fresh = (id: string, n = 0): Tally => ({ id, rev: 0, writer: '', updated: 0, n });

describe('RecordFamily', () => {
  it('keeps each entry under its own key, one revision on per save, and reads them all back', () => {
    const lagging = laggingStorage();
    const tab = lagging.tab();
    const tallies = family(tab);
    expect(tallies.save(fresh('a', 1), 'A', 10)).toEqual({ kind: 'saved', value: { id: 'a', rev: 1, writer: 'A', updated: 10, n: 1 } });
    expect(tallies.save(fresh('b', 2), 'A', 11)).toMatchObject({ kind: 'saved' });
    tab.setItem('tally:c', '{oops');
    tab.setItem('tally:d', JSON.stringify({ ...fresh('e'), n: 1 }));
    tab.setItem('other', 'not ours');
    const { entries, unreadable } = tallies.load();
    expect(entries.map((t) => t.id).sort()).toEqual(['a', 'b']);
    // An unreadable entry is reported, and an entry under another's key is not read as that entry.
    expect(unreadable.map((u) => [u.key, u.error])).toEqual([
      ['tally:c', 'it is not valid JSON'],
      ['tally:d', 'its name does not match its content'],
    ]);
    expect(lagging.stored('tally:c')).toBe('{oops');
  });

  it('two tabs saving one entry at the same instant under the lock: the first is saved, the second told of the conflict', async () => {
    const lagging = laggingStorage();
    const { locks, grant, waiting } = heldLocks();
    const a = { storage: lagging.tab() };
    const b = { storage: lagging.tab() };
    const [fa, fb] = [family(a.storage, locks), family(b.storage, locks)];
    // Both tabs have revision 1 open.
    const one = fa.save(fresh('x', 1), 'A', 10);
    if (one.kind !== 'saved') throw new Error('not saved');
    lagging.deliver(b.storage);
    const outcomes: string[] = [];
    fa.locked(() => outcomes.push(`A ${fa.save({ ...one.value, n: 2 }, 'A', 20).kind}`));
    fb.locked(() => outcomes.push(`B ${fb.save({ ...one.value, n: 3 }, 'B', 21).kind}`));
    // Neither has read, checked or written yet: both wait for the lock.
    expect(waiting()).toBe(2);
    expect(JSON.parse(lagging.stored('tally:x')!)).toMatchObject({ rev: 1, n: 1 });
    await grant();
    lagging.deliver(b.storage); // b's copy hears of a's write before b's turn, as the lock is let go a task later
    await grant();
    expect(outcomes).toEqual(['A saved', 'B conflict']);
    // a's save stands: revision 1 + 1, by A; b's is not written over it.
    expect(JSON.parse(lagging.stored('tally:x')!)).toMatchObject({ rev: 2, writer: 'A', n: 2 });
    expect(fb.stored('x')).toMatchObject({ kind: 'ok', value: { rev: 2, writer: 'A' } });
    // b asked its player, who keeps theirs over A's: saved one revision on from A's (2 + 1).
    expect(fb.saveOver({ ...one.value, n: 3 }, { rev: 2, writer: 'A', updated: 20 }, 'B', 30)).toMatchObject({
      kind: 'saved',
      value: { rev: 3, writer: 'B', n: 3 },
    });
  });

  it('an entry deleted in one tab is not brought back by the other tab’s save; the pointer names the entry open', () => {
    const lagging = laggingStorage();
    const a = lagging.tab();
    const b = lagging.tab();
    const saved = family(a, immediateLocks).save(fresh('x', 1), 'A', 10);
    if (saved.kind !== 'saved') throw new Error('not saved');
    lagging.deliver(b);
    expect(family(b).delete(saved.value)).toEqual({ kind: 'deleted' });
    lagging.deliver(a);
    expect(family(a).save({ ...saved.value, n: 2 }, 'A', 20)).toEqual({ kind: 'conflict', conflict: { kind: 'deleted' } });
    expect(lagging.stored('tally:x')).toBeNull();
    expect(family(a).follow('x', saved.value, false)).toEqual({ kind: 'conflict', conflict: { kind: 'deleted' } });
    family(a).point('y');
    expect(family(a).pointer()).toBe('y');
  });

  it('a delete made on a version another tab has since changed is not done: the other tab’s version is told', () => {
    const lagging = laggingStorage();
    const a = lagging.tab();
    const first = family(a).save(fresh('x', 1), 'A', 10);
    if (first.kind !== 'saved') throw new Error('not saved');
    const b = lagging.tab();
    const second = family(b).save({ ...first.value, n: 2 }, 'B', 20);
    lagging.deliver(a);
    // a deletes revision 1, which it shows; storage holds b's revision 2.
    expect(family(a).delete(first.value)).toEqual({
      kind: 'conflict',
      conflict: { kind: 'changed', theirs: (second as { value: Tally }).value },
    });
    expect(JSON.parse(lagging.stored('tally:x')!)).toMatchObject({ rev: 2, writer: 'B', n: 2 });
    // Deleting what is gone already is done.
    family(a).remove({ key: 'tally:x' });
    expect(family(a).delete(first.value)).toEqual({ kind: 'deleted' });
  });

  it('never writes an entry whose text would not read back', () => {
    const lagging = laggingStorage();
    const tallies = family(lagging.tab());
    const broken = { ...fresh('x'), n: 'many' } as unknown as Tally;
    expect(tallies.save(broken, 'A', 10)).toEqual({ kind: 'refused', message: 'not a tally' });
    expect(lagging.stored('tally:x')).toBeNull();
  });
});
