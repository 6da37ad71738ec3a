/** Printing a list, its set, every list, or an opponent's copy. */
import { allCostTables as tables } from '#src/lib/data/tables/costTablesAll.ts';
import { describe, expect, it } from 'vitest';
import { costList } from '#src/lib/gwsh/list/costList.ts';
import { listsToPrint, opponentCopy } from '#src/lib/gwsh/list/printSelection.ts';
import { brigade, list } from './listBuilders.ts';

const basic = list({
  nation: 'germany',
  year: 1917,
  player: 'Ada',
  brigades: [brigade('Sturm', 'veteran', [['infantry', 10]]), brigade('Guns', 'regular', [['77mm-field-gun', 6]], true)],
  defences: [
    { item: 'gas-persistent', count: 2 },
    { item: 'wire', count: 3 },
  ],
});
const optionA = list({
  nation: 'germany',
  year: 1917,
  player: 'Ada',
  part: 'option-a',
  brigades: [brigade('More', 'regular', [['infantry', 4]])],
});
const defend = list({ nation: 'germany', year: 1917, player: 'Ada', list: 'defend' });
const saved = [basic, optionA, defend].map((l, i) => ({ id: i, list: l }));

describe('opponentCopy', () => {
  it('leaves out off-table formations and gas, keeps what is on the table', () => {
    const copy = opponentCopy(basic, tables);
    expect(copy.brigades.map((b) => b.name)).toEqual(['Sturm']);
    expect(copy.defences).toEqual([{ item: 'wire', count: 3 }]);
    // What the opponent sees costs 10 infantry × 5 × 120 % = 60 + 3 wire × 3 = 9 → 69
    expect(costList(copy, tables).total).toBe(69);
  });
});

describe('listsToPrint', () => {
  it("prints this list, its set, every list, or the opponent's copy of the set's basic list", () => {
    const names = (mode: Parameters<typeof listsToPrint>[0]) =>
      listsToPrint(mode, saved[0]!, saved, tables).map((p) => [p.item.id, p.opponent]);
    expect(names('this')).toEqual([[0, false]]);
    expect(names('set')).toEqual([
      [0, false],
      [1, false],
    ]);
    // One compact sheet prints the same lists as the set's rosters.
    expect(names('set-sheet')).toEqual(names('set'));
    expect(names('all')).toEqual([
      [0, false],
      [1, false],
      [2, false],
    ]);
    expect(names('opponent')).toEqual([[0, true]]);
  });
});
