import { allCostTables as tables } from '#src/lib/data/tables/costTablesAll.ts';
import { describe, expect, it } from 'vitest';
import { costList } from '#src/lib/gwsh/list/costList.ts';
import { parseListFile, serialiseList } from '#src/lib/gwsh/list/listFile.ts';
import { MAX_COUNT } from '#src/lib/gwsh/list/listFormat.ts';
import {
  addBrigade,
  addItem,
  addStand,
  describeList,
  displayName,
  duplicateBrigade,
  listFileName,
  moveBrigade,
  newList,
  nextBrigadeName,
  parseCount,
  readCount,
  removeBrigade,
  removeItem,
  removeStand,
  setItemCount,
  setStandCount,
  updateBrigade,
} from '#src/lib/gwsh/list/listEdits.ts';

const start = newList({ nation: 'germany', year: 1917 });

describe('list edits', () => {
  it('build a list that reads back as a valid gwsh-list file', () => {
    let l = addBrigade(start, 'veteran');
    l = addStand(l, 0, 'infantry', 9).list;
    l = addStand(l, 0, 'mg-1917-18', 2).list;
    l = addItem(l, 'aircraft', 'fighter');
    l = addItem(l, 'defences', 'pillbox', 2);
    const read = parseListFile(serialiseList(l));
    expect(read).toEqual({ ok: true, list: { ...l, brigades: [{ ...l.brigades[0]!, offTable: false }] } });
    // 9 × 5 + 2 × 12 = 69 × 120 % = 82.8; fighter 12; 2 pillboxes × 8 = 16 → 110.8
    expect(costList(l, tables).total).toBe(110.8);
  });

  it('add to an existing line rather than repeating a stand type', () => {
    let l = addBrigade(start);
    l = addStand(l, 0, 'infantry', 3).list;
    const again = addStand(l, 0, 'infantry', 2);
    expect(again.line).toBe(0);
    expect(again.list.brigades[0]!.stands).toEqual([{ unit: 'infantry', count: 5 }]);
    expect(addItem(addItem(l, 'aircraft', 'fighter'), 'aircraft', 'fighter').aircraft).toEqual([{ type: 'fighter', count: 2 }]);
  });

  it('keep counts whole and within the file’s bounds', () => {
    let l = addStand(addBrigade(start), 0, 'infantry').list;
    expect(setStandCount(l, 0, 0, -3).brigades[0]!.stands[0]!.count).toBe(0);
    expect(setStandCount(l, 0, 0, 2.7).brigades[0]!.stands[0]!.count).toBe(2);
    expect(setStandCount(l, 0, 0, MAX_COUNT + 5).brigades[0]!.stands[0]!.count).toBe(MAX_COUNT);
    l = addItem(l, 'defences', 'wire', 3);
    expect(setItemCount(l, 'defences', 0, 1).defences).toEqual([{ item: 'wire', count: 1 }]);
    expect(removeItem(l, 'defences', 0).defences).toEqual([]);
  });

  it('never change the input list, and ignore indexes that are not there', () => {
    const l = addStand(addBrigade(start), 0, 'infantry').list;
    const frozen = JSON.stringify(l);
    removeStand(l, 0, 0);
    updateBrigade(l, 0, { grade: 'elite' });
    expect(JSON.stringify(l)).toBe(frozen);
    expect(updateBrigade(l, 5, { grade: 'elite' })).toBe(l);
    expect(setStandCount(l, 0, 9, 1)).toBe(l);
    expect(addStand(l, 3, 'infantry')).toEqual({ list: l, line: -1 });
  });

  it('name, move, copy and remove brigades', () => {
    let l = addBrigade(addBrigade(start));
    expect(l.brigades.map((b) => b.name)).toEqual(['Brigade 1', 'Brigade 2']);
    l = updateBrigade(l, 0, { name: 'Sturm', offTable: true });
    expect(l.brigades[0]).toMatchObject({ name: 'Sturm', offTable: true });
    l = moveBrigade(l, 0, 1);
    expect(l.brigades.map((b) => b.name)).toEqual(['Brigade 2', 'Sturm']);
    expect(moveBrigade(l, 1, 1)).toBe(l);
    l = duplicateBrigade(l, 1);
    expect(l.brigades.map((b) => b.name)).toEqual(['Brigade 2', 'Sturm', 'Sturm (copy)']);
    l = removeBrigade(l, 0);
    expect(nextBrigadeName(l)).toBe('Brigade 3');
  });
});

describe('parseCount', () => {
  it('accepts whole numbers in range and nothing else', () => {
    expect(parseCount('9')).toBe(9);
    expect(parseCount(' 0 ')).toBe(0);
    expect(parseCount(String(MAX_COUNT))).toBe(MAX_COUNT);
    for (const bad of ['', '-1', '2.5', 'abc', '1e3', String(MAX_COUNT + 1)]) expect(parseCount(bad)).toBeNull();
  });
});

describe('list names', () => {
  it('describe a list and name its file', () => {
    const l = { ...start, list: 'attack' as const, part: 'option-a' as const };
    // The nation's name as the costing reads it from the nations table (GWSH 10.5.2).
    expect(describeList(l, costList(l, tables).nation.name)).toBe('Attack, Option A · Germany 1917');
    expect(displayName(l)).toBe('Attack, Option A');
    expect(displayName({ ...l, name: '  Sturm! ' })).toBe('Sturm!');
    expect(listFileName({ ...l, name: 'Élite 1917: «A»' })).toBe('elite-1917-a.gwsh-list.json');
    expect(listFileName({ ...l, name: '!!!' })).toBe('list.gwsh-list.json');
    expect(listFileName({ ...l, name: 'Sturm 1917' }, '.txt')).toBe('sturm-1917.txt');
  });
});

describe('readCount', () => {
  it('takes a whole number from 1 to 10,000, spaces trimmed', () => {
    expect(readCount(' 9 ')).toEqual({ ok: true, count: 9 });
    expect(readCount('1')).toEqual({ ok: true, count: 1 });
    expect(readCount('10000')).toEqual({ ok: true, count: 10_000 });
  });

  it('refuses zero and below with the way to remove the line, never turning them into another count', () => {
    const removal = { ok: false, message: 'A line holds at least 1: to take it out of the list, use its Remove button.' };
    expect(readCount('0')).toEqual(removal);
    expect(readCount('00')).toEqual(removal);
    expect(readCount('-5')).toEqual(removal);
  });

  it('says what to type for an empty field, a fraction, words or too many', () => {
    expect(readCount('')).toEqual({ ok: false, message: 'Type how many, from 1 to 10,000.' });
    expect(readCount('2.5')).toEqual({ ok: false, message: 'A count is a whole number, from 1 to 10,000.' });
    expect(readCount('nine')).toEqual({ ok: false, message: 'A count is a whole number, from 1 to 10,000.' });
    expect(readCount('10001')).toEqual({ ok: false, message: 'At most 10,000 on one line.' });
  });
});
