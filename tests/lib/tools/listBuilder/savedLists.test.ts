import { allCostTables as tables } from '#src/lib/data/tables/costTablesAll.ts';
import { describe, expect, it } from 'vitest';
import { dataVersion } from '#src/lib/data/changelog.ts';
import { addBrigade, newList } from '#src/lib/gwsh/list/listEdits.ts';
import { memoryStorage, openStorage } from '#src/lib/storage/safeStorage.ts';
import { copyName, keyOfList, listIdFrom, newRecord, serialiseRecord, type SavedList } from '#src/lib/tools/listBuilder/savedListRecord.ts';
import { loadLists, readRecord, savedListFamily } from '#src/lib/tools/listBuilder/savedLists.ts';

const base = newList({ nation: 'germany', year: 1917, name: 'Attack A' });

/** Saves as a tab would: checked against storage, written when allowed. */
const save = (storage: ReturnType<typeof openStorage>, draft: SavedList, writer: string, now: number) =>
  savedListFamily(storage, null).save(draft, writer, now);

describe('saved list records', () => {
  it('round-trip through their stored text', () => {
    const record = newRecord('abc', base, 1000, tables, 3);
    const read = readRecord(serialiseRecord(record));
    expect(read).toEqual({ ok: true, record });
  });

  it('stamp a list without a data version with the current one, and keep one it has', () => {
    expect(newRecord('a', base, 1, tables).list.dataVersion).toBe(dataVersion);
    expect(newRecord('a', { ...base, dataVersion: '0.9.0' }, 1, tables).list.dataVersion).toBe('0.9.0');
  });

  it('report an entry they cannot read, and leave it in storage', () => {
    const storage = openStorage(() => memoryStorage());
    storage.set(keyOfList('good'), serialiseRecord(newRecord('good', base, 1, tables)));
    storage.set(keyOfList('junk'), '{not json');
    storage.set(keyOfList('newer'), JSON.stringify({ format: 'gwt-saved-list', version: 2 }));
    const bad = JSON.parse(serialiseRecord(newRecord('badlist', base, 1, tables)));
    bad.list.grade = 'x';
    storage.set(keyOfList('badlist'), JSON.stringify(bad));
    const { lists, unreadable } = loadLists(storage);
    expect(lists.map((l) => l.id)).toEqual(['good']);
    expect(Object.fromEntries(unreadable.map((u) => [u.key, u.error]))).toEqual({
      [keyOfList('junk')]: 'it is not valid JSON',
      [keyOfList('newer')]: 'it was saved by a newer version of this site',
      [keyOfList('badlist')]: 'Unknown field "grade" in the list.',
    });
    expect(storage.get(keyOfList('junk'))).toBe('{not json');
  });

  it('keep the order the lists were created in', () => {
    const storage = openStorage(() => memoryStorage());
    for (const [id, t] of [
      ['c', 3],
      ['a', 1],
      ['b', 2],
    ] as const)
      storage.set(keyOfList(id), serialiseRecord(newRecord(id, base, t, tables)));
    expect(loadLists(storage).lists.map((l) => l.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('saving across two tabs (the saved lists as a family of records)', () => {
  const family = (storage: ReturnType<typeof openStorage>) => savedListFamily(storage, null);

  it('writes a new list, then each edit one revision on', () => {
    const storage = openStorage(() => memoryStorage());
    const first = save(storage, newRecord('l1', base, 10, tables), 'tabA', 11);
    expect(first).toMatchObject({ kind: 'saved', value: { rev: 1, writer: 'tabA', updated: 11 } });
    const edited = { ...(first as { value: SavedList }).value, list: addBrigade(base) };
    expect(save(storage, edited, 'tabA', 12)).toMatchObject({ kind: 'saved', value: { rev: 2 } });
  });

  it('never overwrites a version another tab saved since this tab loaded the list', () => {
    const storage = openStorage(() => memoryStorage());
    const saved = (save(storage, newRecord('l1', base, 10, tables), 'tabA', 11) as { value: SavedList }).value;
    // Both tabs have revision 1 open. Tab B saves first.
    const inB = { ...saved, list: { ...saved.list, name: 'B was here' } };
    expect(save(storage, inB, 'tabB', 20).kind).toBe('saved');
    const inA = { ...saved, list: { ...saved.list, name: 'A was here' } };
    const plan = save(storage, inA, 'tabA', 21);
    expect(plan).toMatchObject({ kind: 'conflict', conflict: { kind: 'changed', theirs: { rev: 2, writer: 'tabB' } } });
    expect(readRecord(storage.get(keyOfList('l1'))!)).toMatchObject({ ok: true, record: { list: { name: 'B was here' } } });
  });

  it('does not bring back a list another tab deleted', () => {
    const storage = openStorage(() => memoryStorage());
    const saved = (save(storage, newRecord('l1', base, 10, tables), 'tabA', 11) as { value: SavedList }).value;
    expect(family(storage).remove({ key: keyOfList('l1') })).toEqual({ ok: true });
    expect(save(storage, saved, 'tabA', 12)).toEqual({ kind: 'conflict', conflict: { kind: 'deleted' } });
    expect(storage.get(keyOfList('l1'))).toBeNull();
  });

  it('an undone delete can see that another tab kept the list meanwhile, and writes it back only over nothing', () => {
    const storage = openStorage(() => memoryStorage());
    const saved = (save(storage, newRecord('l1', base, 10, tables), 'tabA', 11) as { value: SavedList }).value;
    // Tab A deletes revision 1; tab B, which had it open, chooses "Keep this list" and writes revision 2.
    family(storage).remove({ key: keyOfList('l1') });
    const keptInB = { ...saved, rev: 2, writer: 'tabB', updated: 20, list: { ...saved.list, name: 'Renamed in B' } };
    storage.set(keyOfList('l1'), serialiseRecord(keptInB));
    expect(family(storage).stored('l1')).toMatchObject({ kind: 'ok', value: { rev: 2, list: { name: 'Renamed in B' } } });
    // With nothing stored, A's copy goes back one revision on from the one it deleted: 1 + 1.
    family(storage).remove({ key: keyOfList('l1') });
    expect(family(storage).saveOver(saved, saved, 'tabA', 31)).toMatchObject({
      kind: 'saved',
      value: { rev: 2, writer: 'tabA', updated: 31 },
    });
    storage.set(keyOfList('l1'), 'garbage');
    expect(family(storage).stored('l1')).toMatchObject({ kind: 'bad', message: 'it is not valid JSON' });
  });

  it('does not overwrite an entry it cannot read', () => {
    const storage = openStorage(() => memoryStorage());
    const saved = (save(storage, newRecord('l1', base, 10, tables), 'tabA', 11) as { value: SavedList }).value;
    storage.set(keyOfList('l1'), 'garbage');
    expect(save(storage, saved, 'tabA', 12)).toMatchObject({ kind: 'conflict', conflict: { kind: 'unreadable' } });
    expect(storage.get(keyOfList('l1'))).toBe('garbage');
  });

  it('never writes a list that would not read back', () => {
    const storage = openStorage(() => memoryStorage());
    const broken = { ...newRecord('l1', base, 10, tables), list: { ...base, grade: 'x' } } as unknown as SavedList;
    expect(save(storage, broken, 'tabA', 11)).toEqual({ kind: 'refused', message: 'Unknown field "grade" in the list.' });
    expect(storage.get(keyOfList('l1'))).toBeNull();
  });

  /** Storage holding `record` under its key. */
  const holding = (record: SavedList | null, id = 'l1') => {
    const storage = openStorage(() => memoryStorage());
    if (record) storage.set(keyOfList(id), serialiseRecord(record));
    return family(storage);
  };

  it('reloads another tab’s change when nothing is unsaved here, and asks when something is', () => {
    const mine = { ...newRecord('l1', base, 10, tables), rev: 1, writer: 'tabA', updated: 11 };
    const theirs = { ...mine, rev: 2, writer: 'tabB', updated: 20, list: { ...base, name: 'theirs' } };
    expect(holding(theirs).follow('l1', mine, false)).toEqual({ kind: 'reload', stamp: theirs, value: theirs });
    expect(holding(theirs).follow('l1', mine, true)).toEqual({ kind: 'conflict', conflict: { kind: 'changed', theirs } });
  });

  it("tells apart two tabs that wrote the same revision, and asks rather than drop this tab's write", () => {
    // Both tabs saved revision 2 from revision 1 at nearly the same moment: the stamps differ by writer, and
    // tab B's write replaced tab A's. A's version is only on screen now: A is asked, not silently reloaded.
    const mine = { ...newRecord('l1', base, 10, tables), rev: 2, writer: 'tabA', updated: 20 };
    const theirs = { ...mine, writer: 'tabB', updated: 20 };
    expect(holding(theirs).follow('l1', mine, false)).toMatchObject({ kind: 'conflict', conflict: { kind: 'changed' } });
  });

  it('ignores its own write and older news', () => {
    const mine = { ...newRecord('l1', base, 10, tables), rev: 3, writer: 'tabA', updated: 30 };
    expect(holding(mine).follow('l1', mine, true)).toEqual({ kind: 'ignore' });
    expect(holding({ ...mine, rev: 2, writer: 'tabB' }).follow('l1', mine, true)).toEqual({ kind: 'ignore' });
  });

  it('reports a deletion of a saved list, but not of one never saved', () => {
    const saved = { ...newRecord('l1', base, 10, tables), rev: 1 };
    expect(holding(null).follow('l1', saved, false)).toEqual({ kind: 'conflict', conflict: { kind: 'deleted' } });
    expect(holding(null).follow('l2', newRecord('l2', base, 10, tables), false)).toEqual({ kind: 'ignore' });
  });

  it('keeps the set of lists in step with storage events, reading only the entries named', () => {
    const storage = openStorage(() => memoryStorage());
    const lists = family(storage);
    const a = { ...newRecord('a', base, 1, tables), rev: 1 };
    const b = { ...newRecord('b', base, 2, tables), rev: 1 };
    storage.set(keyOfList('b'), serialiseRecord(b));
    let read = lists.reread([a], [], [keyOfList('b')]);
    expect(read.entries.map((l) => l.id)).toEqual(['a', 'b']);
    // a's entry is gone from storage: dropped when its key is named.
    read = lists.reread(read.entries, [], [keyOfList('a')]);
    expect(read.entries.map((l) => l.id)).toEqual(['b']);
    storage.set(keyOfList('b'), 'junk');
    expect(lists.reread(read.entries, [], [keyOfList('b')])).toMatchObject({
      entries: [],
      unreadable: [{ key: keyOfList('b'), error: 'it is not valid JSON' }],
    });
    expect(lists.reread(read.entries, [], ['unrelated'])).toEqual(read);
  });
});

describe('names and ids', () => {
  it('names a copy so that it is told apart', () => {
    expect(copyName('Attack A', [])).toBe('Attack A (copy)');
    expect(copyName('Attack A', ['Attack A (copy)'])).toBe('Attack A (copy 2)');
    expect(copyName('Attack A (copy)', ['Attack A (copy)'])).toBe('Attack A (copy 2)');
  });

  it('makes ids from a random uuid', () => {
    expect(listIdFrom('1b4e28ba-2fa1-11d2-883f-0016d3cca427')).toBe('1b4e28ba-2fa1-11d2-883f-0016d3cca427');
    expect(() => listIdFrom('!!!')).toThrow();
  });
});
