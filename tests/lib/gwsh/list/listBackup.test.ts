/** One backup file for every saved list, read back list by list, adding only what is not already saved. */
import { describe, expect, it } from 'vitest';
import { backupFileName, backupFiles, listContentKey, readBackup } from '#src/lib/gwsh/list/listBackup.ts';
import { addImported, importReport, listImports } from '#src/lib/gwsh/list/listImport.ts';
import { serialiseList, type GwshList } from '#src/lib/gwsh/list/listFile.ts';
import { storedListOf } from '#src/lib/tools/listBuilder/savedListRecord.ts';
import { brigade, list } from './listBuilders.ts';
import { fileBytes, MAX_FILE_BYTES } from '#src/lib/files/fileLimits.ts';
import { decodeFileBytes } from '#src/lib/files/fileText.ts';

/** Every step at once: the page's slices (eachYielding) are the page's concern. */
const inOneGo = async <T, R>(items: readonly T[], work: (item: T) => R) => items.map(work);

const a = list({ nation: 'germany', year: 1917, brigades: [brigade('Sturm', 'veteran', [['infantry', 9]])] });
const b = { ...list({ nation: 'france', year: 1916 }), name: 'Verdun' };

/** The backup's one file: these backups are small. */
const oneFile = (...args: Parameters<typeof backupFiles>) => {
  const files = backupFiles(...args);
  expect(files).toHaveLength(1);
  return files[0]!;
};

describe('list backups', () => {
  it('holds every list in order, each as its list file holds it, and reads back to the same lists', () => {
    const text = oneFile([a, b]);
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

  it('past the file cap, is as many files as it takes, each within the cap, which together restore every list in order', () => {
    // 40 lists of 100 brigades of 10 lines: each about 40 kB on a line of its own, 1.6 MB in all.
    const big = Array.from({ length: 40 }, (_, i) => ({
      ...list({ nation: 'germany', year: 1917 }),
      name: `Big ${i + 1}`,
      brigades: Array.from({ length: 100 }, (_, b) =>
        brigade(
          `Brigade ${b + 1}`,
          'regular',
          Array.from({ length: 10 }, () => ['infantry', 1]),
        ),
      ),
    }));
    const files = backupFiles(big);
    expect(files).toHaveLength(2);
    for (const text of files) expect(fileBytes(text)).toBeLessThanOrEqual(MAX_FILE_BYTES);
    // Each as the page's file reader takes it, then both imported together.
    const read = files.map((text, i) => ({
      name: backupFileName('2026-11-28', i + 1, files.length),
      read: decodeFileBytes(new TextEncoder().encode(text), 'f'),
    }));
    expect(read.map((r) => r.name)).toEqual([
      'great-war-tables-lists-2026-11-28-part-1-of-2.json',
      'great-war-tables-lists-2026-11-28-part-2-of-2.json',
    ]);
    const outcomes = listImports(read.map((r) => ({ name: r.name, read: r.read.ok ? { ok: true as const, text: r.read.text } : r.read })));
    expect(outcomes.map((o) => (o.ok ? serialiseList(o.list) : o.error))).toEqual(big.map((l) => serialiseList(l)));
    expect(backupFileName('2026-11-28', 1, 1)).toBe('great-war-tables-lists-2026-11-28.json');
  });

  it('reads each list on its own: a damaged one is named and the others still come in', () => {
    const backup = JSON.parse(oneFile([a, b]));
    backup.lists[0].brigades[0].grade = 'heroic';
    const outcomes = listImports([{ name: 'backup.json', read: { ok: true, text: JSON.stringify(backup) } }]);
    expect(outcomes.map((o) => o.ok)).toEqual([false, true]);
    expect(outcomes[0]).toMatchObject({ file: 'backup.json, list 1', error: expect.stringContaining('Brigade 1 ("Sturm"): grade') });
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

  it('adds each list once, even when a backup holds two copies of it, and a refused one is named as not saved', async () => {
    const twice = listImports([{ name: 'backup.json', read: { ok: true, text: oneFile([a, a, b]) } }]);
    const saved: GwshList[] = [];
    // Storage takes the German list and refuses the French one.
    const createMany = (lists: readonly GwshList[]) => {
      const refused = lists.findIndex((l) => l.nation === 'france');
      const made = refused === -1 ? lists : lists.slice(0, refused);
      saved.push(...made);
      return made.length;
    };
    // a is added, its copy is already saved by then, and b (France) is refused by storage.
    expect(await addImported(twice, [], '1.0.0', createMany, inOneGo)).toEqual(['added', 'already-saved', 'not-saved']);
    expect(saved.map((l) => l.nation)).toEqual(['germany']);
  });

  it('restoring twice adds nothing the second time, and says so', async () => {
    const outcomes = listImports([{ name: 'backup.json', read: { ok: true, text: oneFile([a, b]) } }]);
    // The lists as the first restore saved them: each stamped with the data version of the day (newRecord).
    const stamped = [a, b].map((l) => ({ ...l, dataVersion: '1.2.0' }));
    const never = () => {
      throw new Error('nothing should be saved');
    };
    expect(await addImported(outcomes, stamped, '1.2.0', never, inOneGo)).toEqual(['already-saved', 'already-saved']);
    // Under another data version of the day, the unstamped lists are other lists.
    expect(listContentKey(a, '1.2.0')).toBe(listContentKey({ ...a, dataVersion: '1.2.0' }, '9.9.9'));
    expect(listContentKey(a, '1.3.0')).not.toBe(listContentKey({ ...a, dataVersion: '1.2.0' }, '1.3.0'));
    const report = importReport(outcomes, ['already-saved', 'added']);
    expect(report.added).toBe(
      'Imported “backup.json, list 2” as a new list. One list was already saved just as it is, so it was not added again.',
    );
    expect(importReport(outcomes, ['already-saved', 'already-saved']).added).toBe(
      'No new lists. 2 lists were already saved just as they are, so they were not added again.',
    );
  });

  it('saves a large restore in batches of 100, each a step, and names only the first few', async () => {
    const many = Array.from({ length: 250 }, (_, i) => ({ ...a, name: `List ${i + 1}` }));
    const outcomes = listImports([{ name: 'b.json', read: { ok: true, text: oneFile(many) } }]);
    const batches: number[] = [];
    const steps: number[] = [];
    const results = await addImported(
      outcomes,
      [a],
      '1.0.0',
      (lists) => batches.push(lists.length) && lists.length,
      async (items, work) => (steps.push(items.length), items.map(work)),
    );
    // 250 = 100 + 100 + 50: three batches. Steps: the 1 saved list's keys, the 250 lists, the 3 batches.
    expect(batches).toEqual([100, 100, 50]);
    expect(steps).toEqual([1, 250, 3]);
    expect(importReport(outcomes, results).added).toBe(
      'Imported 250 lists (“b.json, list 1”, “b.json, list 2”, “b.json, list 3” and 247 more) as new lists.',
    );
  });

  it('names the first five refusals and counts the rest, and says an empty backup holds nothing', () => {
    const broken = { format: 'gwsh-lists', version: 1, lists: Array.from({ length: 8 }, () => ({ format: 'nope' })) };
    const outcomes = listImports([{ name: 'b.json', read: { ok: true, text: JSON.stringify(broken) } }]);
    const report = importReport(
      outcomes,
      outcomes.map(() => 'not-saved'),
    );
    // 8 refusals: five sentences, then "3 more".
    expect(report.refused).toHaveLength(6);
    expect(report.refused[0]).toMatch(/^“b\.json, list 1” was not imported/);
    expect(report.refused[5]).toBe('3 more were not imported or not saved.');
    const empty = listImports([{ name: 'e.json', read: { ok: true, text: '{"format":"gwsh-lists","version":1,"lists":[]}' } }]);
    expect(empty).toEqual([{ file: 'e.json', ok: false, error: 'This backup holds no lists.' }]);
  });

  it('keeps the entries the page could not read, as they were stored, so a backup leaves nothing out', () => {
    // A saved entry past the cap (1,200 lines), and one that is not JSON at all.
    const big = {
      ...a,
      name: 'Old',
      brigades: [1, 2, 3].map((n) =>
        brigade(
          `B${n}`,
          'regular',
          Array.from({ length: 400 }, (_, i) => [`u${i}`, 1]),
        ),
      ),
    };
    const unread = [storedListOf(JSON.stringify({ format: 'gwt-saved-list', list: big })), storedListOf('{ damaged')];
    expect(unread[1]).toBe('{ damaged');
    const outcomes = listImports([{ name: 'b.json', read: { ok: true, text: oneFile([b], unread) } }]);
    // b, then the big list split into two parts (1,000 lines a list at most), then the damaged entry named.
    expect(outcomes.map((o) => [o.file, o.ok])).toEqual([
      ['b.json, list 1', true],
      ['b.json, list 2, part 1 of 2', true],
      ['b.json, list 2, part 2 of 2', true],
      ['b.json, list 3', false],
    ]);
  });
});
