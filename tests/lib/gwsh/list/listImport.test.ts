/** Several list files imported at once: every file's outcome reported. */
import { describe, expect, it } from 'vitest';
import { importReport, listImports } from '#src/lib/gwsh/list/listImport.ts';
import { serialiseList } from '#src/lib/gwsh/list/listFile.ts';
import { list } from './listBuilders.ts';

const good = { ok: true as const, text: serialiseList(list({ nation: 'germany', year: 1917 })) };

describe('listImports and importReport', () => {
  it('a bad file and a good one: the good one is added and the bad one named', () => {
    const outcomes = listImports([
      { name: 'bad.json', read: { ok: true, text: '{ nope' } },
      { name: 'good.json', read: good },
    ]);
    expect(outcomes.map((o) => [o.file, o.ok])).toEqual([
      ['bad.json', false],
      ['good.json', true],
    ]);
    const report = importReport(outcomes, ['not-saved', 'added']);
    expect(report.added).toBe('Imported “good.json” as a new list.');
    expect(report.refused).toEqual([expect.stringMatching(/^“bad\.json” was not imported: The file is not valid JSON/)]);
    // One file was added, so the closing sentence must not say the lists are unchanged.
    expect(report.unchanged).toBe('The other files were added as new lists; nothing else was changed.');
  });

  it('two bad files are both reported; an unreadable one keeps its reason', () => {
    const outcomes = listImports([
      { name: 'a.json', read: { ok: true, text: '[]' } },
      { name: 'b.json', read: { ok: false, error: '“b.json” is not text in UTF-8 or UTF-16, so it cannot be a file the site reads.' } },
    ]);
    const report = importReport(outcomes, ['not-saved', 'not-saved']);
    expect(report.added).toBeNull();
    expect(report.refused).toEqual([
      '“a.json” was not imported: Not a gwsh-list file: it must be a JSON object ({ ... }).',
      '“b.json” was not imported: “b.json” is not text in UTF-8 or UTF-16, so it cannot be a file the site reads.',
    ]);
    expect(report.unchanged).toBe('Your lists have not been changed.');
  });

  it('two good files, one of them not saved (storage full): both named', () => {
    const report = importReport(
      listImports([
        { name: 'x.json', read: good },
        { name: 'y.json', read: good },
      ]),
      ['added', 'not-saved'],
    );
    expect(report.added).toBe('Imported “x.json” as a new list.');
    expect(report.refused).toEqual(['“y.json” was read but could not be saved in this browser.']);
    expect(
      importReport(
        listImports([
          { name: 'x.json', read: good },
          { name: 'y.json', read: good },
        ]),
        ['added', 'added'],
      ).added,
    ).toBe('Imported 2 lists (“x.json”, “y.json”) as new lists.');
    expect(importReport(listImports([{ name: 'x.json', read: good }]), ['added']).unchanged).toBeNull();
  });
});
