import { allCostTables as tables } from '#src/lib/data/tables/costTablesAll.ts';
import { describe, expect, it } from 'vitest';
import {
  aircraftOptions,
  defenceOptions,
  filterOptions,
  foldForSearch,
  parsePickerQuery,
  standOptions,
} from '#src/lib/gwsh/list/standPicker.ts';

const names = (options: { name: string }[]) => options.map((o) => o.name);

describe('standOptions', () => {
  it('offers the nation’s rows in table order, then the generic troops, with points and links', () => {
    const options = standOptions(tables, 'germany', 1917);
    expect(options[0]).toMatchObject({
      id: 'infantry',
      name: 'Infantry',
      points: 5,
      pointsText: '5',
      source: 'nation',
      inYear: true,
      href: '/gwsh/troop-costs/germany/#infantry',
    });
    expect(options.slice(-3).map((o) => o.id)).toEqual(['artillery-foo', 'division-hq', 'corps-hq']);
    expect(options.at(-3)).toMatchObject({
      id: 'artillery-foo',
      source: 'generic',
      points: 10,
      href: '/gwsh/tables/generic-troops/#artillery-foo',
    });
    // GWSH 9.0 requires HQs that 10.5 never prices: offered with no value (costed 0, reading hq-costed-zero).
    expect(options.at(-1)).toMatchObject({ id: 'corps-hq', points: null, pointsText: 'no value' });
    expect(options.some((o) => o.id === 'pillbox')).toBe(false);
  });

  it('prices the Division and Corps HQ as the nation’s infantry HQ stand where the event takes that reading', () => {
    // Germany's infantry HQ stand (infantry-regiment-hq) costs 6: each HQ is offered at 6 under the reading.
    const options = standOptions(tables, 'germany', 1917, new Set(['hq-costed-zero']));
    expect(options.slice(-2).map((o) => [o.id, o.points, o.pointsText])).toEqual([
      ['division-hq', 6, '6'],
      ['corps-hq', 6, '6'],
    ]);
  });

  it('marks rows outside the chosen year instead of hiding them', () => {
    const options = standOptions(tables, 'germany', 1917);
    expect(options.find((o) => o.id === 'mg-1914-1916')).toMatchObject({ inYear: false, yearsText: '1914–16' });
    expect(options.find((o) => o.id === 'mg-1917-18')).toMatchObject({ inYear: true, yearsText: '1917–18' });
  });

  it('shows a missing cost as "no value" (Italy, MGs 1914-15)', () => {
    expect(standOptions(tables, 'italy', 1915).find((o) => o.id === 'mgs-1914-15')).toMatchObject({
      points: null,
      pointsText: 'no value',
    });
  });

  it('offers only generic troops for a nation the data lacks', () => {
    expect(standOptions(tables, 'atlantis', 1917).map((o) => o.id)).toEqual(['artillery-foo', 'division-hq', 'corps-hq']);
  });
});

describe('aircraft and defence options', () => {
  it('marks aircraft by year, and every aircraft in 1914', () => {
    expect(aircraftOptions(tables, 1916).map((o) => [o.id, o.inYear])).toEqual([
      ['fighter', true],
      ['tactical-bomber', true],
      ['multi-engine-bomber', false],
    ]);
    expect(aircraftOptions(tables, 1914).every((o) => !o.inYear)).toBe(true);
  });

  it('offers defences and gas, never troops', () => {
    const ids = defenceOptions(tables).map((o) => o.id);
    expect(ids).toContain('pillbox');
    expect(ids).toContain('gas-persistent');
    expect(ids).not.toContain('artillery-foo');
  });
});

describe('type-ahead', () => {
  const options = standOptions(tables, 'germany', 1917);

  it('folds case, accents and punctuation', () => {
    expect(foldForSearch('  Stoßtruppe 76.2mm ')).toBe('stosstruppe 76 2mm');
    expect(foldForSearch('Übung')).toBe('ubung');
  });

  it('reads a leading count', () => {
    expect(parsePickerQuery('9 inf')).toEqual({ count: 9, words: ['inf'] });
    expect(parsePickerQuery('9x inf')).toEqual({ count: 9, words: ['inf'] });
    expect(parsePickerQuery('2 × mg 17')).toEqual({ count: 2, words: ['mg', '17'] });
    expect(parsePickerQuery('77mm')).toEqual({ count: 1, words: ['77mm'] });
    expect(parsePickerQuery('')).toEqual({ count: 1, words: [] });
  });

  it('needs every word, and puts in-year rows and name starts first', () => {
    expect(names(filterOptions(options, ['mg']))[0]).toBe('MG 1917-18');
    expect(names(filterOptions(options, ['mg', '17']))).toEqual(['MG 1917-18']);
    const inf = names(filterOptions(options, ['inf']));
    expect(inf[0]).toBe('Infantry');
    expect(inf).toContain('37mm infantry gun');
    expect(filterOptions(options, ['zzz'])).toEqual([]);
  });

  it('shows every row, in-year first, for an empty query', () => {
    const all = filterOptions(options, []);
    expect(all).toHaveLength(options.length);
    const firstOut = all.findIndex((o) => !o.inYear);
    expect(all.slice(firstOut).every((o) => !o.inYear)).toBe(true);
  });

  it('finds a row by its id too', () => {
    expect(names(filterOptions(options, ['foo']))).toEqual(['Artillery FOO']);
  });
});
