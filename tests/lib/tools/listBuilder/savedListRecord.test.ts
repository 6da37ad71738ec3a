import { describe, expect, it } from 'vitest';
import { dataVersion } from '#src/lib/data/changelog.ts';
import { allCostTables } from '#src/lib/data/tables/costTablesAll.ts';
import { newList } from '#src/lib/gwsh/list/listEdits.ts';
import { copyName, keyOfList, listIdFrom, newRecord, serialiseRecord, sortLists } from '#src/lib/tools/listBuilder/savedListRecord.ts';
import { nextStamp, sameStamp } from '#src/lib/storage/revisions.ts';
import { savedListFamily } from '#src/lib/tools/listBuilder/savedLists.ts';
import { memoryStorage, openStorage } from '#src/lib/storage/safeStorage.ts';

const record = (id: string, created: number) => newRecord(id, newList({ nation: 'germany', year: 1917 }), created, allCostTables);

describe('a saved list’s record', () => {
  it('is stored under its id, and only its own keys give an id back', () => {
    expect(keyOfList('abc')).toBe('gwt:gwsh-list:abc');
    const family = savedListFamily(
      openStorage(() => memoryStorage()),
      null,
    );
    expect(family.keyOf('abc')).toBe(keyOfList('abc'));
    expect(family.idOf('gwt:gwsh-list:abc')).toBe('abc');
    expect(family.idOf('gwt:gwsh-list-active')).toBeNull();
  });

  it('starts unsaved (revision 0) on today’s data, and is written in a fixed field order', () => {
    const r = record('a', 1000);
    expect(r).toMatchObject({ rev: 0, writer: '', created: 1000, updated: 1000, maxAircraft: null });
    expect(r.list.dataVersion).toBe(dataVersion);
    expect(Object.keys(JSON.parse(serialiseRecord(r)))).toEqual([
      'format',
      'version',
      'id',
      'rev',
      'writer',
      'created',
      'updated',
      'list',
      'rows',
      'maxAircraft',
    ]);
  });

  it('moves one revision on from the version it replaces, never back in time', () => {
    const after = { rev: 4, writer: 'tab-b', updated: 5000 };
    // A clock behind the other tab's write still stamps a later time: 5000 + 1.
    expect(nextStamp(after, 'tab-a', 3000)).toEqual({ rev: 5, writer: 'tab-a', updated: 5001 });
    expect(nextStamp(after, 'tab-a', 9000).updated).toBe(9000);
    // Saved over that version, a record takes the stamp.
    const family = savedListFamily(
      openStorage(() => memoryStorage()),
      null,
    );
    expect(family.saveOver(record('a', 1000), after, 'tab-a', 3000)).toMatchObject({
      kind: 'saved',
      value: { rev: 5, writer: 'tab-a', updated: 5001 },
    });
    expect(sameStamp(after, { ...after })).toBe(true);
    expect(sameStamp(after, { ...after, writer: 'tab-c' })).toBe(false);
  });

  it('sorts lists oldest first, then by id', () => {
    expect(sortLists([record('b', 2), record('c', 1), record('a', 2)]).map((r) => r.id)).toEqual(['c', 'a', 'b']);
  });

  it('names a copy so that no two lists share a name', () => {
    expect(copyName('Sturm 1917', [])).toBe('Sturm 1917 (copy)');
    expect(copyName('Sturm 1917 (copy)', ['Sturm 1917 (copy)'])).toBe('Sturm 1917 (copy 2)');
    expect(copyName('', [])).toBe('List (copy)');
  });

  it('makes an id from a random source, refusing one with nothing usable left', () => {
    expect(listIdFrom('1b4e28ba-2fa1-11d2-883f-0016d3cca427')).toBe('1b4e28ba-2fa1-11d2-883f-0016d3cca427');
    expect(listIdFrom('a b/c')).toBe('abc');
    expect(() => listIdFrom('///')).toThrow('gives no usable id');
  });
});
