import { describe, it, expect } from 'vitest';
import { parseTable, DataFileError } from '#src/lib/data/parseTable.ts';

const file = 'src/content/tables/gwsh/troop-costs-testland.json';
const good = () => ({
  id: 'troop-costs-testland',
  system: 'gwsh',
  kind: 'troop-costs',
  nation: 'germany',
  title: 'Troop costs: Testland',
  section: '10.5.2',
  description: 'A test table.',
  rows: [
    { id: 'infantry', name: 'Infantry', points: 5, category: 'infantry-support' },
    { id: 'mg-1917-18', name: 'MG 1917-18', points: 12, category: 'infantry-support', years: { from: 1917, to: 1918 } },
  ],
});

/** The problems a bad file is rejected with. */
function problems(json: unknown): string[] {
  try {
    parseTable(file, 'troop-costs', json);
  } catch (e) {
    if (e instanceof DataFileError) return e.problems;
    throw e;
  }
  return [];
}

describe('parseTable', () => {
  it('accepts a valid file and keeps its rows', () => {
    const table = parseTable(file, 'troop-costs', good());
    expect(table.rows.map((r) => r.id)).toEqual(['infantry', 'mg-1917-18']);
    expect(table.nation).toBe('germany');
  });

  it('names the file, the row and the field of a value of the wrong type', () => {
    const json = good();
    (json.rows[1] as { points: unknown }).points = '12';
    expect(problems(json)).toEqual([
      `${file}: row "mg-1917-18" (rows[1]): field "points": Invalid input: expected number, received string`,
    ]);
  });

  it('rejects a duplicate row id', () => {
    const json = good();
    json.rows[1]!.id = 'infantry';
    expect(problems(json)).toEqual([`${file}: row "infantry" (rows[1]): field "id": duplicate id "infantry"`]);
  });

  it('rejects a missing value that no note explains, and accepts it with a note', () => {
    const json = good();
    (json.rows[0] as { points: unknown }).points = null;
    expect(problems(json)).toEqual([`${file}: row "infantry" (rows[0]): field "points": no value, and no note says why`]);
    (json.rows[0] as { note?: string }).note = 'The source gives no number.';
    expect(problems(json)).toEqual([]);
  });

  it('rejects unknown fields, so a typo cannot publish silently', () => {
    const json = good();
    (json.rows[0] as Record<string, unknown>).pionts = 5;
    expect(problems(json)[0]).toMatch(/row "infantry" \(rows\[0\]\): field "\(the row itself\)": Unrecognized key: "pionts"/);
  });

  it('rejects an id that is not kebab-case and a table id that does not match its file', () => {
    const json = good();
    json.rows[0]!.id = 'Infantry Stand';
    expect(problems(json)[0]).toContain('field "id": must be kebab-case');
    const other = good();
    other.id = 'troop-costs-elsewhere';
    expect(problems(other)).toEqual([`${file}: field "id": "troop-costs-elsewhere" must match the file name`]);
  });

  it('rejects a year span that runs backwards', () => {
    const json = good();
    json.rows[1]!.years = { from: 1918, to: 1917 };
    expect(problems(json)[0]).toContain('field "years": from must not be after to');
  });
});
