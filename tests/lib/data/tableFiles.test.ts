/** The one loader of table files outside Astro (src/lib/data/tableFiles.ts). */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkedTable, readTableFiles, tableFiles, tablesByRole } from '#src/lib/data/tableFiles.ts';
import { gwsh } from '#src/lib/data/registry.ts';

describe('the table files', () => {
  it('are every file of every system folder, found by listing the folders', () => {
    // 25 gwsh (11 rule tables + 14 troop costs) + 11 "1916" + 30 gbww2 + 2 gw54 = 68
    expect(tableFiles.size).toBe(68);
    expect(tableFiles.get('gwsh/nations')).toBe(gwsh.nations);
  });

  it('reads a new file in a folder without it being listed anywhere', () => {
    const folder = mkdtempSync(join(tmpdir(), 'tables-'));
    mkdirSync(join(folder, 'gwsh'));
    writeFileSync(join(folder, 'gwsh', 'extra.json'), JSON.stringify({ id: 'extra' }));
    expect(readTableFiles(folder)).toEqual([{ system: 'gwsh', path: 'src/content/tables/gwsh/extra.json', json: { id: 'extra' } }]);
  });

  it('refuses a file whose kind no schema has, naming the file', () => {
    expect(() => checkedTable({ system: 'gwsh', path: 'src/content/tables/gwsh/x.json', json: { kind: 'mystery' } })).toThrow(
      'src/content/tables/gwsh/x.json: field "kind": "mystery" is not a table kind',
    );
  });

  it('gives a role its file by name and kind, and fails for a missing file or another kind', () => {
    expect(tablesByRole('gwsh', { listPoints: 'list-points' }).listPoints.id).toBe('list-points');
    expect(() => tablesByRole('gwsh', { noSuchThing: 'nations' })).toThrow('gwsh/no-such-thing.json: no such table file');
    expect(() => tablesByRole('gwsh', { nations: 'aircraft' })).toThrow('expected "aircraft" for the "nations" table');
  });
});
