/** One backup file for every saved list, read back list by list, adding only what is not already saved. */
import { describe, expect, it } from 'vitest';
import { isAlreadySaved, readBackup, serialiseBackup } from '../../../../src/lib/gwsh/list/listBackup.ts';
import { addImported, importReport, listImports } from '../../../../src/lib/gwsh/list/listImport.ts';
import { serialiseList, type GwshList } from '../../../../src/lib/gwsh/list/listFile.ts';
import { brigade, list } from './listBuilders.ts';

const a = list({ nation: 'germany', year: 1917, brigades: [brigade('Sturm', 'veteran', [['infantry', 9]])] });
const b = { ...list({ nation: 'france', year: 1916 }), name: 'Verdun' };

describe('list backups', () => {
  it('holds every list in order, each as its list file holds it, and reads back to the same lists', () => {
    const text = serialiseBackup([a, b]);
    expect(JSON.parse(text)).toMatchObject({
      format: 'gwsh-lists',
      version: 1,
      lists: [{ nation: 'germany' }, { nation: 'france', name: 'Verdun' }],
    });
    const outcomes = listImports([{ name: 'backup.json', read: { ok: true, text } }]);
    expect(outcomes.map((o) => o.file)).toEqual(['backup.json, list 1', 'backup.json, list 2']);
    // The same lists: each reads back to what its own list file holds.
    expect(outcomes.map((o) => (o.ok ? serialiseList(o.list) : null))).toEqual([serialiseList(a), serialiseList(b)]);
  });

  it('reads each list on its own: a damaged one is named and the others still come in', () => {
    const backup = JSON.parse(serialiseBackup([a, b]));
    backup.lists[0].brigades[0].grade = 'heroic';
    const outcomes = listImports([{ name: 'backup.json', read: { ok: true, text: JSON.stringify(backup) } }]);
    expect(outcomes.map((o) => o.ok)).toEqual([false, true]);
    expect(outcomes[0]).toMatchObject({ file: 'backup.json, list 1', error: expect.stringContaining('brigades[0].grade') });
  });

  it('tells a backup from a list file, and names what is wrong with a backup it cannot read', () => {
    expect(readBackup({ format: 'gwsh-list' })).toBeNull();
    expect(readBackup([])).toBeNull();
    expect(readBackup({ format: 'gwsh-lists', version: 2, lists: [] })).toEqual({
      ok: false,
      error: expect.stringContaining('newer version'),
    });
    expect(readBackup({ format: 'gwsh-lists', version: 1 })).toEqual({
      ok: false,
      error: expect.stringContaining('"lists" must be a list'),
    });
    const [outcome] = listImports([{ name: 'old.json', read: { ok: true, text: '{"format":"gwsh-lists","version":0,"lists":[]}' } }]);
    expect(outcome).toMatchObject({ ok: false, file: 'old.json', error: expect.stringContaining('unknown format version') });
  });

  it('adds each list once, even when a backup holds two copies of it, and a refused one is named as not saved', () => {
    const twice = listImports([{ name: 'backup.json', read: { ok: true, text: serialiseBackup([a, a, b]) } }]);
    const saved: GwshList[] = [];
    const create = (l: GwshList) => (l.nation === 'france' ? null : saved.push(l));
    // a is added, its copy is already saved by then, and b (France) is refused by storage.
    expect(addImported(twice, () => saved, create)).toEqual(['added', 'already-saved', 'not-saved']);
    expect(saved.map((l) => l.nation)).toEqual(['germany']);
  });

  it('restoring twice adds nothing the second time, and says so', () => {
    expect(isAlreadySaved(a, [b, a])).toBe(true);
    expect(isAlreadySaved({ ...a, name: 'Another' }, [b, a])).toBe(false);
    const outcomes = listImports([{ name: 'backup.json', read: { ok: true, text: serialiseBackup([a, b]) } }]);
    const report = importReport(outcomes, ['already-saved', 'added']);
    expect(report.added).toBe('Imported “backup.json, list 2” as a new list. One list was already saved exactly so, and left as it is.');
    expect(importReport(outcomes, ['already-saved', 'already-saved']).added).toBe(
      'No new lists. 2 lists were already saved exactly so, and left as it is.',
    );
  });
});
