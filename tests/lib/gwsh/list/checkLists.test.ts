/** The organiser's check: rows, sorting, filtering, CSV, and the same JSON as `gwsh cost --set`. */
import { allCostTables as tables } from '#src/lib/data/tables/costTablesAll.ts';
import { describe, expect, it } from 'vitest';
import {
  breakingRows,
  checkListFiles,
  checkListLinks,
  checkRows,
  checkVerdict,
  sortRows,
  toCsv,
  costedUnder,
} from '#src/lib/gwsh/list/checkLists.ts';
import { setReport, setsOf, type CheckedFile } from '#src/lib/gwsh/list/costReport.ts';
import { serialiseList } from '#src/lib/gwsh/list/listFile.ts';
import { listLinkFragment } from '#src/lib/gwsh/list/listLink.ts';
import { brigade, defendAt350point4, list } from './listBuilders.ts';

const text = (l: Parameters<typeof serialiseList>[0]) => ({ ok: true as const, text: serialiseList(l) });
const hq = brigade('HQ', 'regular', [['division-hq', 1]]);
// Ada's Attack set: basic 10 infantry × 5 = 50 in each of two brigades = 100 + 4 gas × 9 = 36 → 136;
// Option A 4 gas × 9 = 36 (4 + 4 = 8 > 6)
const adaBasic = list({
  nation: 'germany',
  year: 1917,
  player: 'Ada',
  defences: [{ item: 'gas-persistent', count: 4 }],
  brigades: [hq, brigade('Inf', 'regular', [['infantry', 10]]), brigade('Inf 2', 'regular', [['infantry', 10]])],
});
const adaOption = list({
  nation: 'germany',
  year: 1917,
  player: 'Ada',
  part: 'option-a',
  defences: [{ item: 'gas-persistent', count: 4 }],
});
// Bob: 14 infantry × 5 = 70 against an Option A's 60: over the limit
const bobOver = list({
  nation: 'france',
  year: 1916,
  player: '=Bob, "the" organiser',
  part: 'option-a',
  brigades: [brigade('Inf', 'regular', [['infantry', 14]])],
});

const checked = checkListFiles(
  [
    { name: 'ada.json', read: text(adaBasic) },
    { name: 'ada-a.json', read: text(adaOption) },
    { name: 'bob.json', read: text(bobOver) },
    { name: 'broken.json', read: { ok: true, text: '{ nope' } },
  ],
  tables,
);

describe('checkRows', () => {
  it('one row per file: costed lists with their figures, a broken file with its sentence', () => {
    const rows = checkRows(checked);
    expect(rows.map((r) => [r.file, r.player, r.total, r.limit, r.errors])).toEqual([
      ['ada.json', 'Ada', 136, 650, 0],
      ['ada-a.json', 'Ada', 36, 60, 0],
      ['bob.json', '=Bob, "the" organiser', 70, 60, 1],
      ['broken.json', '', null, null, 1],
    ]);
    expect(rows[3]!.problem).toMatch(/^The file is not valid JSON/);
  });

  it('keys each row by its place in the order given, so two files of the same name stay two rows', () => {
    const twins = checkRows(
      checkListFiles(
        [
          { name: 'list.json', read: text(adaBasic) },
          { name: 'list.json', read: text(bobOver) },
        ],
        tables,
      ),
    );
    expect(twins.map((r) => [r.index, r.file, r.player])).toEqual([
      [0, 'list.json', 'Ada'],
      [1, 'list.json', '=Bob, "the" organiser'],
    ]);
  });

  it("costs every file again under an event's readings", () => {
    // German Veteran Defend: (56 × 5 + 12) × 120 % = 350.4 of 350: over, unless the event rounds totals.
    const defend = defendAt350point4();
    const files = checkListFiles([{ name: 'defend.json', read: text(defend) }], tables);
    const codes = (f: readonly CheckedFile[]) => (f[0]!.ok ? f[0]!.cost.errors.map((e) => e.code) : []);
    expect(codes(files)).toContain('over-limit');
    expect(codes(costedUnder(files, { alternatives: new Set(['totals-compared-exactly']) }, tables))).not.toContain('over-limit');
  });

  it('costs every readable file again against an aircraft maximum, and leaves them as they are without one', () => {
    const air = list({ nation: 'germany', year: 1917, part: 'option-a', aircraft: [{ type: 'fighter', count: 2 }] });
    const files = checkListFiles(
      [
        { name: 'air.json', read: text(air) },
        { name: 'broken.json', read: { ok: true, text: '{ nope' } },
      ],
      tables,
    );
    expect(costedUnder(files, { maxAircraft: null }, tables)).toBe(files);
    expect(costedUnder(files, { alternatives: new Set() }, tables)).toBe(files);
    // 2 fighters against a maximum of 1: too many; of 2: fine. The unreadable file stays as it was.
    const [over, broken] = costedUnder(files, { maxAircraft: 1 }, tables);
    expect(over!.ok && over!.cost.errors.map((f) => f.code)).toEqual(['too-many-aircraft']);
    expect(broken).toBe(files[1]);
    const [within] = costedUnder(files, { maxAircraft: 2 }, tables);
    expect(within!.ok && within!.cost.errors).toEqual([]);
  });

  it('sorts by a column with empty values last, and filters the lists that break a rule', () => {
    const rows = checkRows(checked);
    expect(sortRows(rows, 'total').map((r) => r.file)).toEqual(['ada-a.json', 'bob.json', 'ada.json', 'broken.json']);
    expect(sortRows(rows, 'total', false).map((r) => r.file)).toEqual(['ada.json', 'bob.json', 'ada-a.json', 'broken.json']);
    expect(breakingRows(rows).map((r) => r.file)).toEqual(['bob.json', 'broken.json']);
  });

  it('judges each force as a whole as `gwsh cost --set` does: files within their limits whose force breaks one break a rule', () => {
    const sets = setsOf(checked, tables);
    const rows = checkRows(checked, sets);
    // Ada's basic list and Option A each buy 4 gas fire missions (each within 6); together 8 > 6 (8.2.1).
    expect(rows.filter((r) => r.file.startsWith('ada')).map((r) => [r.file, r.errors, r.setErrors])).toEqual([
      ['ada.json', 0, 1],
      ['ada-a.json', 0, 1],
    ]);
    expect(breakingRows(rows).map((r) => r.file)).toEqual(['ada.json', 'ada-a.json', 'bob.json', 'broken.json']);
    expect(rows[0]!.findings).toContain('error 8.2.1: ada.json (4 gas fire missions) with ada-a.json (4) makes 8');
    // Bob's list breaks a rule and broken.json cannot be read: 2 on their own; Ada's two files only as a force.
    expect(checkVerdict(rows, sets)).toBe(
      '4 files: 2 break a rule or could not be read on their own; 1 force (a basic list with its options, 2 files) breaks a rule as a whole (8.2.1).',
    );
    // Ada's two files alone: neither breaks a rule on its own, their force does.
    const ada = checked.slice(0, 2);
    const adaSets = setsOf(ada, tables);
    expect(checkVerdict(checkRows(ada, adaSets), adaSets)).toBe(
      '2 files: none breaks a rule on its own; 1 force (a basic list with its options, 2 files) breaks a rule as a whole (8.2.1).',
    );
    // Without the set: the old verdict would have let Ada's two files pass.
    expect(checkVerdict(checkRows(checked.slice(0, 2)), [])).toBe('2 files: none breaks a rule.');
  });

  it('does not pass a file whose deciding check could not be made: an Encounter list with no front', () => {
    const encounter = { ...adaBasic, list: 'encounter' as const, defences: [] };
    const checked = checkListFiles([{ name: 'enc.json', read: text(encounter) }], tables);
    const rows = checkRows(checked);
    expect(rows.map((r) => [r.errors, r.undecided])).toEqual([[0, 1]]);
    expect(checkVerdict(rows, [])).toBe('1 file: none breaks a rule; 1 could not be checked in full, so it is not passed.');
    const onMobileFront = checkRows(checkListFiles([{ name: 'enc.json', read: text({ ...encounter, theatre: 'mobile' }) }], tables));
    expect(checkVerdict(onMobileFront, [])).toBe('1 file: none breaks a rule.');
  });

  it('reads pasted share links one a line, blank lines skipped', () => {
    const links = checkListLinks(
      `https://x.example/gwsh/calculators/list-builder/#${listLinkFragment(adaBasic)}\n\n#list=2.garbled\n`,
      tables,
    );
    expect(links.map((l) => [l.file, l.ok])).toEqual([
      ['link 1', true],
      ['link 2', false],
    ]);
  });
});

describe('toCsv', () => {
  it('quotes what needs it, keeps a spreadsheet from reading a cell as a formula, and carries every finding', () => {
    const [bob] = checkRows(checked, setsOf(checked, tables)).slice(2, 3);
    const csv = toCsv([bob!]);
    const [head, row] = csv.split('\r\n');
    expect(head).toBe('file,player,nation,year,list,part,front,total,limit,errors,warnings,notes,setErrors,findings,problem');
    // 14 infantry × 5 = 70 against an Option A's 60: the error, then each warning of the file and of its set
    expect(row).toMatch(
      new RegExp(
        `^bob\\.json,"'=Bob, ""the"" organiser",France,1916,attack,option-a,,70,60,1,${bob!.warnings},${bob!.notes},0,"error 3\\.0: The list costs 70 points, 10 over the 60 allowed`,
      ),
    );
    expect(row).toContain('warning 3.0: The Attack set has options but no basic list for them to reinforce.');
  });
});
describe('setReport', () => {
  it("is what gwsh cost --set prints: every file, and Ada's set over the gas limit", () => {
    const report = setReport(checked, tables);
    expect(report.lists.map((l) => l.file)).toEqual(['ada.json', 'ada-a.json', 'bob.json', 'broken.json']);
    expect(report.sets.map((s) => [s.player, s.list, s.errors.map((e) => e.code)])).toEqual([
      ['Ada', 'attack', ['set-too-many-gas-missions']],
      ['=Bob, "the" organiser', 'attack', []],
    ]);
    expect(report.breaksRule).toBe(true);
  });
});
