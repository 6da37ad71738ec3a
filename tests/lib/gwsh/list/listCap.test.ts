/** One cap for every way a list grows (src/lib/gwsh/list/listCap.ts), as the editor's steps meet it. */
import { describe, expect, it } from 'vitest';
import { capSentence, grownWithinCap, listLines, withinCap } from '../../../../src/lib/gwsh/list/listCap.ts';
import { addBrigade, addItem, addStand, duplicateBrigade } from '../../../../src/lib/gwsh/list/listEdits.ts';
import { parseListFile, serialiseList } from '../../../../src/lib/gwsh/list/listFile.ts';
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
