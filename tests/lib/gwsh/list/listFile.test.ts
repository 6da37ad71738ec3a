import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { allCostTables as tables } from '#src/lib/data/tables/costTablesAll.ts';
import { costList } from '#src/lib/gwsh/list/costList.ts';
import { describe, expect, it } from 'vitest';
import { parseListFile, serialiseList, type GwshList } from '#src/lib/gwsh/list/listFile.ts';

/** The example of docs/formats.md */
const example = {
  format: 'gwsh-list',
  version: 1,
  name: '1917 attack, option A',
  nation: 'germany',
  year: 1917,
  list: 'attack',
  part: 'basic',
  brigades: [
    {
      name: '1st Brigade',
      grade: 'veteran',
      offTable: false,
      stands: [
        { unit: 'infantry', count: 9 },
        { unit: 'mg-1917-18', count: 2 },
      ],
    },
    { name: '2nd Brigade', grade: 'regular', offTable: false, stands: [{ unit: 'infantry', count: 10 }] },
  ],
  aircraft: [{ type: 'fighter', count: 1 }],
  defences: [{ item: 'pillbox', count: 2 }],
};

/** The example with one change made at a path. */
function withChange(change: (copy: Record<string, any>) => void): unknown {
  const copy = structuredClone(example) as Record<string, any>;
  change(copy);
  return copy;
}

const errorOf = (input: unknown) => {
  const parsed = parseListFile(input);
  if (parsed.ok) throw new Error('expected the list to be rejected');
  return parsed.error;
};

describe('parseListFile', () => {
  it('docs/formats.md shows a list that breaks no rule (a Division HQ, two brigades, Regular artillery)', () => {
    const doc = readFileSync(new URL('../../../../docs/formats.md', import.meta.url), 'utf8');
    const parsed = parseListFile(/```json\n(\{\n {2}"format": "gwsh-list"[\s\S]*?)\n```/.exec(doc)![1]!);
    if (!parsed.ok) throw new Error(parsed.error);
    const cost = costList(parsed.list, tables);
    // (9 × 5 + 2 × 12) × 120 % = 82.8; 10 × 5 = 50; 4 × 6 × 100 % × 80 % = 19.2 off table; fighter 12; HQ 0: 164.
    expect(cost.total).toBe(164);
    expect(cost.findings.filter((f) => f.severity !== 'info')).toEqual([]);
  });

  it('reads the example of docs/formats.md, from an object or from text', () => {
    const fromObject = parseListFile(example);
    expect(fromObject).toEqual({ ok: true, list: example });
    expect(parseListFile(JSON.stringify(example))).toEqual(fromObject);
    expect(parseListFile(`\uFEFF${JSON.stringify(example)}`).ok).toBe(true);
  });

  it('reads a list without the optional fields', () => {
    const minimal = { format: 'gwsh-list', version: 1, nation: 'russia', year: 1914, list: 'defend', part: 'basic', brigades: [] };
    expect(parseListFile(minimal)).toEqual({ ok: true, list: minimal });
    expect(parseListFile({ ...minimal, dataVersion: '1.0.0' }).ok).toBe(true);
  });

  it('says in one sentence which field is wrong', () => {
    expect(
      errorOf(
        withChange((l) => {
          l.brigades[0].grade = 'heroic';
        }),
      ),
    ).toBe('Brigade 1 ("1st Brigade"): grade must be one of elite, veteran, regular, green, random (got "heroic").');
    expect(
      errorOf(
        withChange((l) => {
          l.brigades[1].colour = 'red';
        }),
      ),
    ).toBe('Unknown field "colour" in Brigade 2 ("2nd Brigade").');
    expect(
      errorOf(
        withChange((l) => {
          l.colour = 'red';
        }),
      ),
    ).toBe('Unknown field "colour" in the list.');
    expect(
      errorOf(
        withChange((l) => {
          l.brigades[0].grde = l.brigades[0].grade;
          delete l.brigades[0].grade;
        }),
      ),
    ).toBe('Unknown field "grde" in Brigade 1 ("1st Brigade"); did you mean "grade"?');
    expect(
      errorOf(
        withChange((l) => {
          delete l.nation;
        }),
      ),
    ).toBe('Nation is missing.');
    expect(
      errorOf(
        withChange((l) => {
          l.brigades[0].stands[1].count = 2.5;
        }),
      ),
    ).toBe('Brigade 1 ("1st Brigade"), stand line 2: count must be a whole number (got 2.5).');
    expect(
      errorOf(
        withChange((l) => {
          l.brigades[0].stands[1].count = '2';
        }),
      ),
    ).toBe('Brigade 1 ("1st Brigade"), stand line 2: count must be a number (got "2").');
    expect(
      errorOf(
        withChange((l) => {
          l.brigades[0].stands[1].count = -1;
        }),
      ),
    ).toBe('Brigade 1 ("1st Brigade"), stand line 2: count must be at least 0 (got -1).');
    expect(
      errorOf(
        withChange((l) => {
          l.brigades[0].stands[1].count = 20_000;
        }),
      ),
    ).toBe('Brigade 1 ("1st Brigade"), stand line 2: count must be at most 10000 (got 20000).');
    expect(
      errorOf(
        withChange((l) => {
          l.year = 1919;
        }),
      ),
    ).toBe('Year must be at most 1918 (got 1919).');
    expect(
      errorOf(
        withChange((l) => {
          l.part = 'option-c';
        }),
      ),
    ).toBe('List part must be one of basic, option-a, option-b (got "option-c"); did you mean "option-a" or "option-b"?');
    expect(
      errorOf(
        withChange((l) => {
          l.brigades[0].name = 'x'.repeat(201);
        }),
      ),
    ).toBe(`Brigade 1 ("${'x'.repeat(37)}..."): name must be at most 200 characters long.`);
    expect(
      errorOf(
        withChange((l) => {
          l.brigades[0].offTable = 'yes';
        }),
      ),
    ).toBe('Brigade 1 ("1st Brigade"): off table must be true or false (got "yes").');
    expect(
      errorOf(
        withChange((l) => {
          l.brigades = {};
        }),
      ),
    ).toBe('Brigades must be a list ([ ... ]) (got an object).');
    expect(
      errorOf(
        withChange((l) => {
          l.aircraft[0].type = '';
        }),
      ),
    ).toBe('Aircraft line 1: aircraft type must not be empty.');
  });

  it('recognises files that are not lists, or from a newer version', () => {
    expect(
      errorOf(
        withChange((l) => {
          l.format = 'gwsh-game';
        }),
      ),
    ).toBe('Not a gwsh-list file: "format" must be "gwsh-list".');
    expect(errorOf([])).toBe('Not a gwsh-list file: it must be a JSON object ({ ... }).');
    expect(
      errorOf(
        withChange((l) => {
          l.version = 2;
        }),
      ),
    ).toBe('This list was saved in version 2 of the format; this site reads version 1.');
    expect(
      errorOf(
        withChange((l) => {
          l.version = '1';
        }),
      ),
    ).toBe('"version" must be 1 (got "1").');
  });

  it('says when the text is not JSON', () => {
    expect(errorOf('{ "format": "gwsh-list", ')).toMatch(/^The file is not valid JSON \(.+\)\.$/);
    expect(errorOf('')).toMatch(/^The file is not valid JSON/);
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string(), fc.json()), (input) => {
        const parsed = parseListFile(input);
        if (!parsed.ok) expect(parsed.error).toMatch(/^\S.*[.?]$/s);
      }),
    );
  });
});

describe('serialiseList', () => {
  it('writes the canonical form, which reads back to the same list', () => {
    const parsed = parseListFile(example);
    if (!parsed.ok) throw new Error(parsed.error);
    const text = serialiseList(parsed.list);
    expect(text).toBe(`${JSON.stringify(example, null, 2)}\n`);
    expect(parseListFile(text)).toEqual(parsed);
  });

  it('puts fields in a fixed order and fills in offTable, aircraft and defences', () => {
    const list: GwshList = {
      part: 'basic',
      list: 'defend',
      year: 1915,
      nation: 'italy',
      version: 1,
      format: 'gwsh-list',
      dataVersion: '1.0.0',
      brigades: [{ stands: [{ count: 3, unit: 'infantry' }], grade: 'green', name: 'A' }],
    };
    expect(JSON.parse(serialiseList(list))).toEqual({
      format: 'gwsh-list',
      version: 1,
      dataVersion: '1.0.0',
      nation: 'italy',
      year: 1915,
      list: 'defend',
      part: 'basic',
      brigades: [{ name: 'A', grade: 'green', offTable: false, stands: [{ unit: 'infantry', count: 3 }] }],
      aircraft: [],
      defences: [],
    });
    expect(Object.keys(JSON.parse(serialiseList(list)))).toEqual([
      'format',
      'version',
      'dataVersion',
      'nation',
      'year',
      'list',
      'part',
      'brigades',
      'aircraft',
      'defences',
    ]);
  });
});

describe('the size of a whole list', () => {
  const big = (brigades: number, lines: number) =>
    JSON.stringify({
      format: 'gwsh-list',
      version: 1,
      nation: 'germany',
      year: 1917,
      list: 'attack',
      part: 'basic',
      brigades: Array.from({ length: brigades }, (_, i) => ({
        name: `B${i}`,
        grade: 'regular',
        stands: Array.from({ length: lines }, () => ({ unit: 'infantry', count: 1 })),
      })),
    });

  it('reads a list at the cap and refuses one past it with one sentence', () => {
    // 100 brigades × 10 lines = 1,000 lines: the largest allowed
    expect(parseListFile(big(100, 10)).ok).toBe(true);
    // 50 brigades × 21 lines = 1,050 lines
    expect(parseListFile(big(50, 21))).toEqual({
      ok: false,
      error:
        'The list has 1,050 lines (stands, aircraft and defences together); a list may have at most 1,000, far more than any real force.',
    });
    // 1,000 stand lines and one aircraft line: every line counts, so 1,001 is past the cap.
    const full = JSON.parse(big(100, 10)) as { aircraft: unknown[] };
    full.aircraft = [{ type: 'fighter', count: 1 }];
    expect(parseListFile(full)).toMatchObject({ ok: false, error: expect.stringMatching(/^The list has 1,001 lines/) });
    // 500 brigades of 500 stands is refused at the brigade count
    expect(parseListFile(big(101, 1))).toMatchObject({ ok: false, error: 'Brigades must have at most 100 entries.' });
  });
});
