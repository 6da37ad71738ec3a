/** One cap for every way a list grows (src/lib/gwsh/list/listCap.ts), as the editor's steps meet it. */
import { describe, expect, it } from 'vitest';
import { capSentence, grownWithinCap, listLines, splitList, withinCap } from '#src/lib/gwsh/list/listCap.ts';
import { listImports } from '#src/lib/gwsh/list/listImport.ts';
import { addBrigade, addItem, addStand, duplicateBrigade } from '#src/lib/gwsh/list/listEdits.ts';
import { parseListFile, parseOversizedList, serialiseList } from '#src/lib/gwsh/list/listFile.ts';
import { brigade, list } from './listBuilders.ts';

/** `brigades` brigades of `lines` lines of 1 stand each (unit ids u0, u1, …). */
const sized = (brigades: number, lines: number) =>
  list({
    nation: 'germany',
    year: 1917,
    brigades: Array.from({ length: brigades }, (_, b) =>
      brigade(
        `B${b + 1}`,
        'regular',
        Array.from({ length: lines }, (_, i): [string, number] => [`u${i}`, 1]),
      ),
    ),
  });

describe('the list cap', () => {
  it('counts every line: stands, aircraft and defences', () => {
    const l = {
      ...sized(2, 3),
      aircraft: [{ type: 'fighter', count: 1 }],
      defences: [
        { item: 'wire', count: 2 },
        { item: 'fort', count: 1 },
      ],
    };
    expect(listLines(l)).toBe(2 * 3 + 1 + 2); // 9
    expect(withinCap(sized(100, 10))).toBe(true); // 100 brigades, 1,000 lines: the largest allowed
    expect(withinCap(sized(101, 0))).toBe(false);
    expect(withinCap({ ...sized(100, 10), aircraft: [{ type: 'fighter', count: 1 }] })).toBe(false); // 1,001 lines
  });

  it('refuses each step that would pass it, leaving the list as it was', () => {
    const full = sized(100, 10);
    expect(addBrigade(full)).toBe(full);
    expect(duplicateBrigade(full, 0)).toBe(full);
    expect(addStand(full, 0, 'infantry', 1)).toEqual({ list: full, line: -1 });
    expect(addItem(full, 'aircraft', 'fighter')).toBe(full);
    // More of a line the list already has adds no line: allowed.
    expect(addStand(full, 0, 'u0', 2).list.brigades[0]!.stands[0]!.count).toBe(3);
    // Below the cap every step works: 99 brigades of 10 lines (990) take one more empty brigade.
    expect(addBrigade(sized(99, 10)).brigades).toHaveLength(100);
    expect(capSentence).toBe(
      'A list may have at most 100 brigades and 1,000 lines (stands, aircraft and defences together), far more than any real force: this step would pass that, so it was not made.',
    );
  });

  it('lets a list already past it shrink or change without growing', () => {
    const over = sized(101, 1);
    const renamed = { ...over, name: 'renamed' };
    expect(grownWithinCap(over, renamed)).toBe(renamed);
  });

  it('every list the editor can make reads back from its own file', () => {
    let l = sized(99, 10);
    l = addBrigade(l);
    l = addBrigade(l); // refused: 101 brigades
    expect(l.brigades).toHaveLength(100);
    expect(parseListFile(serialiseList(l)).ok).toBe(true);
  });
});

describe('a list past the cap, from an older version: read and split, never lost', () => {
  it('splits by brigades, then aircraft and defence lines, in order, as many to a part as the cap allows', () => {
    // 3 brigades of 400 lines and a fighter = 1,201 lines (cap 1,000): 400 + 400 fit, the third starts part 2,
    // and the fighter's line follows it there (400 + 1).
    const big = { ...sized(3, 400), name: 'Old army', aircraft: [{ type: 'fighter', count: 1 }] };
    expect(withinCap(big)).toBe(false);
    const parts = splitList(big);
    expect(parts.map((p) => [p.name, p.brigades.map((b) => b.name), listLines(p)])).toEqual([
      ['Old army (part 1 of 2)', ['B1', 'B2'], 800],
      ['Old army (part 2 of 2)', ['B3'], 401],
    ]);
    expect(parts.every(withinCap)).toBe(true);
    expect(parts[1]!.aircraft).toEqual([{ type: 'fighter', count: 1 }]);
    // 1,000 stand lines, 500 aircraft lines and 500 defence lines (2,000): two parts of 1,000, nothing lost.
    const wide = {
      ...sized(10, 100),
      aircraft: Array.from({ length: 500 }, () => ({ type: 'fighter', count: 1 })),
      defences: Array.from({ length: 500 }, () => ({ item: 'wire', count: 1 })),
    };
    const halves = splitList(wide);
    expect(halves.map(listLines)).toEqual([1000, 1000]);
    expect(halves.every(withinCap)).toBe(true);
    expect(halves.flatMap((p) => p.brigades)).toEqual(wide.brigades);
    expect(halves.flatMap((p) => p.aircraft ?? [])).toHaveLength(500);
    expect(halves.flatMap((p) => p.defences ?? [])).toHaveLength(500);
    // 250 brigades of 2 lines (500 lines, but 100 brigades at most): 100, 100, 50.
    expect(splitList(sized(250, 2)).map((p) => p.brigades.length)).toEqual([100, 100, 50]);
    // Within the cap: the list itself.
    const small = sized(2, 3);
    expect(splitList(small)).toEqual([small]);
  });

  it('parseOversizedList reads such a list, and nothing else', () => {
    const big = sized(3, 400);
    expect(parseListFile(serialiseList(big)).ok).toBe(false);
    expect(parseOversizedList(serialiseList(big))?.brigades).toHaveLength(3);
    // 150 brigades (over the 100 the schema allows a list) is read for splitting too.
    expect(parseOversizedList(serialiseList(sized(150, 1)))?.brigades).toHaveLength(150);
    // Within the cap: not oversized. Past ten times the cap: not read at all. Not a list: null.
    expect(parseOversizedList(serialiseList(sized(2, 3)))).toBeNull();
    expect(parseOversizedList(serialiseList(sized(30, 400)))).toBeNull();
    expect(parseOversizedList('{ nope')).toBeNull();
  });

  it('an imported file past the cap comes in as the lists it splits into', () => {
    const big = { ...sized(3, 400), name: 'Old army' };
    const outcomes = listImports([{ name: 'old.json', read: { ok: true, text: serialiseList(big) } }]);
    expect(outcomes.map((o) => [o.file, o.ok && o.list.name])).toEqual([
      ['old.json, part 1 of 2', 'Old army (part 1 of 2)'],
      ['old.json, part 2 of 2', 'Old army (part 2 of 2)'],
    ]);
  });
});
