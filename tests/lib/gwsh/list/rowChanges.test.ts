import { allCostTables as tables } from '#src/lib/data/tables/costTablesAll.ts';
import { describe, expect, it } from 'vitest';
import { changelog, dataVersion, type ChangelogEntry } from '#src/lib/data/changelog.ts';
import {
  acceptCurrentData,
  checkDataVersion,
  entriesSince,
  compareVersions,
  describeRowChange,
  refreshSnapshot,
  rowChanges,
  snapshotRows,
} from '#src/lib/gwsh/list/rowChanges.ts';
import { brigade, list } from './listBuilders.ts';

const german = list({
  nation: 'germany',
  year: 1917,
  dataVersion: '1.0.0',
  brigades: [
    brigade('1st', 'veteran', [
      ['infantry', 9],
      ['mg-1917-18', 2],
    ]),
    brigade('Guns', 'regular', [['77mm-field-gun', 4]], true),
  ],
  aircraft: [{ type: 'fighter', count: 1 }],
  defences: [{ item: 'pillbox', count: 1 }],
});

const entry = (version: string, summary: string): ChangelogEntry => ({ version, date: '2027-01-01', summary, changes: [summary] });

describe('snapshotRows', () => {
  it('records every value the cost depends on, keyed by what the list refers to', () => {
    const s = snapshotRows(german, tables);
    expect(Object.keys(s).sort()).toEqual([
      'aircraft:fighter',
      'defence:pillbox',
      'limit:attack/basic',
      'quality:germany/regular',
      'quality:germany/veteran',
      'quality:off-table',
      'unit:germany/77mm-field-gun',
      'unit:germany/infantry',
      'unit:germany/mg-1917-18',
    ]);
    expect(s['unit:germany/mg-1917-18']).toEqual({
      name: 'MG 1917-18',
      href: '/gwsh/troop-costs/germany/#mg-1917-18',
      values: { table: 'troop-costs-germany', points: 12, from: 1917, to: 1918, category: 'infantry-support' },
    });
    expect(s['quality:germany/veteran']!.values).toEqual({ group: 'german-usa-french-uk', percent: 120 });
    expect(s['quality:off-table']!.values).toEqual({ percent: 20 });
    expect(s['limit:attack/basic']!.values).toEqual({ points: 650 });
    expect(s['aircraft:fighter']!.values).toEqual({ points: 12, from: 1915, to: 1918 });
  });

  it('leaves out what the data cannot resolve (the costing reports it)', () => {
    const s = snapshotRows(list({ nation: 'germany', year: 1917, brigades: [brigade('x', 'regular', [['no-such-unit', 1]])] }), tables);
    expect(s['unit:germany/no-such-unit']).toBeUndefined();
  });
});

describe('rowChanges', () => {
  it('finds nothing when the data is what the list saw', () => {
    expect(rowChanges(snapshotRows(german, tables), snapshotRows(german, tables))).toEqual([]);
    const current = { ...german, dataVersion };
    expect(checkDataVersion(current, snapshotRows(current, tables), tables).needsAttention).toBe(false);
  });

  it('a list saved on 1.1.0 is told about 1.2.0 to 1.2.3 (footnotes, notes, names and cells’ wording), with no row changed', () => {
    const c = checkDataVersion({ ...german, dataVersion: '1.1.0' }, snapshotRows(german, tables), tables);
    expect(c).toMatchObject({ listVersion: '1.1.0', listIsNewer: false, changes: [], needsAttention: true });
    expect(entriesSince(c, changelog).map((e) => e.version)).toEqual(['1.2.3', '1.2.2', '1.2.1', '1.2.0']);
  });

  it('names each changed value, as an older data version would show it', () => {
    // Play a list saved when MG 1917-18 cost 10 and Veteran was 115 %: the current data has 12 and 120 %.
    const saved = snapshotRows(german, tables);
    saved['unit:germany/mg-1917-18'] = {
      ...saved['unit:germany/mg-1917-18']!,
      values: { ...saved['unit:germany/mg-1917-18']!.values, points: 10 },
    };
    saved['quality:germany/veteran'] = { ...saved['quality:germany/veteran']!, values: { group: 'german-usa-french-uk', percent: 115 } };
    const changes = rowChanges(saved, snapshotRows(german, tables));
    expect(changes.map(describeRowChange)).toEqual(['German/USA/French/UK, Veteran: percentage 115 → 120.', 'MG 1917-18: points 10 → 12.']);
    expect(changes[1]!.href).toBe('/gwsh/troop-costs/germany/#mg-1917-18');
  });

  it('reports a row the current data no longer has', () => {
    const l = list({ nation: 'germany', year: 1917, brigades: [brigade('x', 'regular', [['retired-unit', 2]])] });
    const saved = {
      ...snapshotRows(l, tables),
      'unit:germany/retired-unit': { name: 'Retired unit', href: '/gwsh/troop-costs/germany/#retired-unit', values: { points: 3 } },
    };
    const changes = rowChanges(saved, snapshotRows(l, tables));
    expect(changes).toEqual([
      {
        key: 'unit:germany/retired-unit',
        name: 'Retired unit',
        href: '/gwsh/troop-costs/germany/#retired-unit',
        removed: true,
        fields: [],
      },
    ]);
    expect(describeRowChange(changes[0]!)).toMatch(/no longer in the current data/);
  });
});

describe('refreshSnapshot', () => {
  it('keeps what was recorded, adds rows newly used, drops rows no longer used', () => {
    const saved = snapshotRows(german, tables);
    saved['unit:germany/infantry'] = {
      ...saved['unit:germany/infantry']!,
      values: { ...saved['unit:germany/infantry']!.values, points: 4 },
    };
    const edited = {
      ...german,
      brigades: [
        brigade('1st', 'veteran', [
          ['infantry', 9],
          ['engineers', 1],
        ]),
      ],
      aircraft: [],
      defences: [],
    };
    const s = refreshSnapshot(saved, edited, tables);
    expect(s['unit:germany/infantry']!.values.points).toBe(4);
    expect(s['unit:germany/engineers']!.values.points).toBe(5);
    expect(s['unit:germany/mg-1917-18']).toBeUndefined();
    expect(s['aircraft:fighter']).toBeUndefined();
  });
});

describe('checkDataVersion', () => {
  const log = [entry('1.2.0', 'second fix'), entry('1.1.0', 'first fix'), entry('1.0.0', 'first publication')];

  it('lists the changelog entries since the list’s version and offers the update', () => {
    const c = checkDataVersion(german, snapshotRows(german, tables), tables, '1.2.0');
    expect(c).toMatchObject({ listVersion: '1.0.0', currentVersion: '1.2.0', listIsNewer: false, needsAttention: true });
    expect(entriesSince(c, log).map((e) => e.version)).toEqual(['1.2.0', '1.1.0']);
  });

  it('says when a list was built on a newer site', () => {
    const c = checkDataVersion({ ...german, dataVersion: '2.0.0' }, snapshotRows(german, tables), tables, '1.2.0');
    expect(c).toMatchObject({ listIsNewer: true, needsAttention: true });
    expect(entriesSince(c, log)).toEqual([]);
  });

  it('moves a list to the current data only when asked, recording the new values', () => {
    const saved = snapshotRows(german, tables);
    saved['unit:germany/infantry'] = {
      ...saved['unit:germany/infantry']!,
      values: { ...saved['unit:germany/infantry']!.values, points: 4 },
    };
    const old = { ...german, dataVersion: '0.9.0' };
    expect(checkDataVersion(old, saved, tables, '1.2.0').changes).toHaveLength(1);
    const updated = acceptCurrentData(old, tables, '1.2.0');
    expect(updated.list).toEqual({ ...german, dataVersion: '1.2.0' });
    expect(checkDataVersion(updated.list, updated.rows, tables, '1.2.0').needsAttention).toBe(false);
  });

  it('compares versions by number, not as text', () => {
    expect(compareVersions('1.10.0', '1.9.0')).toBeGreaterThan(0);
    expect(compareVersions('1.0.0', '1.0.0')).toBe(0);
    expect(compareVersions('0.9.9', '1.0.0')).toBeLessThan(0);
  });
});

describe('snapshots from storage are untrusted', () => {
  it('keys named like Object methods are rows the data lacks, never inherited functions', () => {
    const entry = { name: 'Odd', href: '/gwsh/troop-costs/germany/#infantry', values: { points: 5 } };
    const saved = { toString: entry, constructor: entry, hasOwnProperty: entry, valueOf: entry };
    const changes = rowChanges(saved, snapshotRows(german, tables));
    expect(changes.map((c) => [c.key, c.removed])).toEqual([
      ['toString', true],
      ['constructor', true],
      ['hasOwnProperty', true],
      ['valueOf', true],
    ]);
    // A field named like a method is compared as a field: 5 → nothing.
    const withField = { 'unit:germany/infantry': { ...entry, values: { points: 5, constructor: 1 } } };
    expect(rowChanges(withField, snapshotRows(german, tables)).map(describeRowChange)).toEqual([
      expect.stringContaining('constructor 1 → no value'),
    ]);
  });

  it("a removed row's stored link is kept only when it points into this site", () => {
    const at = (href: string) => rowChanges({ gone: { name: 'Gone', href, values: {} } }, {})[0]!.href;
    expect(at('/gwsh/troop-costs/germany/#x')).toBe('/gwsh/troop-costs/germany/#x');
    expect(at('https://evil.example/')).toBe('/changelog/');
    expect(at('//evil.example/')).toBe('/changelog/');
    expect(at('javascript:alert(1)')).toBe('/changelog/');
  });
});
