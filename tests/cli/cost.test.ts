/** `gwsh cost` run as users run it: the real bin, real files, real exit codes (docs/command-line.md). */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gwsh, gwshAt } from './gwsh.ts';

const lists = 'tests/fixtures/lists';

describe('gwsh cost', () => {
  it('prints one JSON object and exits 0 for a legal list', async () => {
    const { code, stdout, stderr } = await gwsh('cost', `${lists}/legal.json`);
    expect([code, stderr]).toEqual([0, '']);
    const out = JSON.parse(stdout);
    // 1st: 9 infantry × 5 + 2 mg-1917-18 × 12 = 69 × 120 % = 82.8; 2nd: 10 infantry × 5 = 50 × 120 % = 60;
    // Division HQ 0; fighter 12; 2 pillboxes × 8 = 16 → 82.8 + 60 + 12 + 16 = 170.8
    expect(out).toMatchObject({
      total: 170.8,
      limit: 650,
      brigades: [
        { name: '1st Brigade', baseCost: 69, multiplier: 1.2, cost: 82.8 },
        { name: '2nd Brigade', baseCost: 50, multiplier: 1.2, cost: 60 },
        { name: 'Division HQ', baseCost: 0, multiplier: 1, cost: 0 },
      ],
      aircraft: { subtotal: 12 },
      defences: { subtotal: 16 },
      errors: [],
    });
    // One warning, pillboxes in an Attack list (6.1.3), and notes, which keep their own group: built on data
    // 1.0.0; the Division HQ has no price (9.0); no aircraft maximum given.
    expect(out.warnings.map((w: { code: string }) => w.code)).toEqual(['defences-in-attack-list']);
    expect(out.notes.map((w: { code: string }) => w.code)).toEqual(['data-version-differs', 'hq-unpriced', 'air-superiority-not-checked']);
    for (const w of [...out.warnings, ...out.notes]) expect(Object.keys(w)).toEqual(expect.arrayContaining(['code', 'message']));
  });

  it('exits 1 for a list that breaks a rule, with the errors in the JSON', async () => {
    const { code, stdout } = await gwsh('cost', `${lists}/breaks-rules.json`);
    expect(code).toBe(1);
    const out = JSON.parse(stdout);
    // 10 infantry × 5 = 50; 6 × 77mm × 6 = 36 × 130 % = 46.8 → 96.8 against 60
    expect([out.total, out.limit]).toEqual([96.8, 60]);
    expect(out.errors.map((e: { code: string }) => e.code)).toEqual(['over-limit', 'artillery-grade']);
  });

  it("--set checks a player's files together: each file legal alone, the force over the gas limit", async () => {
    // 8.2.1: the attacker may use 6 gas fire missions; the basic list and Option A buy 4 each: 4 + 4 = 8.
    // Basic: Division HQ 0 + 10 infantry × 5 = 50 × 120 % = 60 + 5 infantry × 5 = 25 × 120 % = 30;
    // 4 persistent gas × 9 = 36 → 126 of 650.
    // Option A: 4 infantry × 5 = 20 × 120 % = 24; 4 gas × 9 = 36 → 60 of 60.
    const { code, stdout } = await gwsh(
      'cost',
      '--set',
      `${lists}/set/attack.json`,
      `${lists}/set/attack-option-a.json`,
      `${lists}/bad-grade.json`,
    );
    expect(code).toBe(2); // an unreadable file is the worst outcome
    const out = JSON.parse(stdout);
    expect(out.lists.map((l: { file: string; total?: number; errors?: unknown[] }) => [l.file, l.total, l.errors?.length])).toEqual([
      [`${lists}/set/attack.json`, 126, 0],
      [`${lists}/set/attack-option-a.json`, 60, 0],
      [`${lists}/bad-grade.json`, undefined, undefined],
    ]);
    expect(out.lists[2].unreadable).toMatch(/grade/);
    expect(out.sets).toHaveLength(1);
    expect(out.sets[0]).toMatchObject({ player: 'Ada', nation: 'germany', year: 1917, list: 'attack' });
    expect(out.sets[0].errors.map((e: { code: string }) => e.code)).toEqual(['set-too-many-gas-missions']);
    expect(out.sets[0].readings[0]).toMatchObject({ id: 'force-is-basic-and-one-option', alternative: expect.any(String) });
    const readable = await gwsh('cost', '--set', `${lists}/set/attack.json`, `${lists}/set/attack-option-a.json`);
    expect(readable.code).toBe(1);
  });

  it('--set at a terminal prints a line per set with its findings, then a line per file', async () => {
    const r = await gwshAt({ terminal: true }, 'cost', '--set', `${lists}/set/attack.json`, `${lists}/set/attack-option-a.json`);
    expect(r.code).toBe(1);
    const lines = r.stdout.split('\n');
    // Ada's attack list and its Option A buy 4 gas missions each: 8 together, over the attacker's 6 (8.2.1).
    expect(lines[0]).toBe(
      `Set: Ada, Germany 1917 Attack (${lists}/set/attack.json, ${lists}/set/attack-option-a.json): 1 error: set-too-many-gas-missions`,
    );
    expect(lines[1]).toMatch(/^ {2}set-too-many-gas-missions \(8\.2\.1\): .* makes 8, more than the 6 the attacker may use\.$/);
    expect(lines).toContain(`${lists}/set/attack.json (Ada): 126/650 OK`);
    expect(lines).toContain(`${lists}/set/attack-option-a.json (Ada): 60/60 OK`);
  });

  it('exits 2 for an unreadable list, each problem on a line of stderr and nothing on stdout', async () => {
    const bad = await gwsh('cost', `${lists}/bad-grade.json`);
    expect(bad).toEqual({
      code: 2,
      stdout: '',
      stderr: 'Brigade 1 ("1st Brigade"): grade must be one of elite, veteran, regular, green, random (got "heroic").\n',
    });
    // A misspelt grade and an unknown unit: both named, by brigade, with the nearest grade and unit id.
    expect(await gwsh('cost', `${lists}/two-problems.json`)).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'Brigade 2 ("Storm battalion"): grade must be one of elite, veteran, regular, green, random (got "veteren"); did you mean "veteran"?\n' +
        'Brigade 2 ("Storm battalion"), stand line 1: "infantery" is not a unit of the Germany or generic troop tables; did you mean "infantry"?\n',
    });
    const notJson = await gwsh('cost', `${lists}/not-json.json`);
    expect([notJson.code, notJson.stdout]).toEqual([2, '']);
    expect(notJson.stderr).toMatch(/^The file is not valid JSON \(.+\)\.\n$/);
    expect((await gwsh('cost', `${lists}/missing.json`)).stderr).toBe(`Cannot read ${lists}/missing.json: there is no such file.\n`);
  });

  it('--set --max-aircraft holds each force to the maximum: the basic list with its option', async () => {
    // The set's basic list buys no aircraft; writing one with 2 fighters and an Option A with 2 makes 4.
    const dir = mkdtempSync(join(tmpdir(), 'gwsh-air-'));
    const withAir = (file: string, count: number) => {
      const list = JSON.parse(readFileSync(`${lists}/set/${file}`, 'utf8'));
      writeFileSync(join(dir, file), JSON.stringify({ ...list, defences: [], aircraft: [{ type: 'fighter', count }] }));
      return join(dir, file);
    };
    const files = [withAir('attack.json', 2), withAir('attack-option-a.json', 2)];
    const over = await gwsh('cost', '--set', '--max-aircraft', '3', ...files);
    expect(over.code).toBe(1);
    expect(JSON.parse(over.stdout).sets[0].errors.map((e: { code: string }) => e.code)).toEqual(['set-too-many-aircraft']);
    const within = await gwsh('cost', '--set', '--max-aircraft', '4', ...files);
    expect(JSON.parse(within.stdout).sets[0].errors).toEqual([]);
  });

  it("reads every .json file of a folder, in name order, and prints the organiser's table with --csv", async () => {
    const folder = mkdtempSync(join(tmpdir(), 'gwsh-folder-'));
    writeFileSync(join(folder, 'b.json'), readFileSync(`${lists}/legal.json`));
    writeFileSync(join(folder, 'a.json'), readFileSync(`${lists}/breaks-rules.json`));
    writeFileSync(join(folder, 'notes.txt'), 'not a list');
    const lines = await gwshAt({ terminal: true }, 'cost', folder);
    expect(lines.code).toBe(1); // a.json breaks a rule
    expect(
      lines.stdout
        .trimEnd()
        .split('\n')
        .filter((l) => !l.startsWith('  '))
        .map((l) => l.split(':')[0]),
    ).toEqual([join(folder, 'a.json'), join(folder, 'b.json')]);
    const csv = await gwsh('cost', '--csv', folder);
    expect(csv.code).toBe(1);
    const rows = csv.stdout.split('\n').filter(Boolean);
    expect(rows[0]).toBe('file,player,nation,year,list,part,front,total,limit,errors,warnings,notes,setErrors,findings,problem');
    // a.json: 96.8 against 60, 2 errors; b.json: 170.8 of 650, none (cost.test.ts's first cases).
    expect(rows.slice(1).map((r) => r.split(',').slice(7, 10))).toEqual([
      ['96.8', '60', '2'],
      ['170.8', '650', '0'],
    ]);
    expect((await gwsh('cost', '--csv', '--json', folder)).stderr).toMatch(/^Give either --json or --csv, not both\./);
  });

  it('exits 3, not 0, when a check that decides the list could not be made: a unit with no price, no front where it decides', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gwsh-undecided-'));
    const legal = JSON.parse(readFileSync(`${lists}/legal.json`, 'utf8'));
    // Italy 1915, Defend: HQ 0 + (10 infantry × 5 + 60 "MGs 1914-15" × no price) × 90 % + 10 infantry × 5 × 90 %
    // = 45 + 45 = 90 of 350 (Italian Regulars pay 90 %); the 60 machine guns cost 0, as the source prints no number.
    const italian = {
      ...legal,
      nation: 'italy',
      year: 1915,
      list: 'defend',
      aircraft: [],
      defences: [],
      brigades: [
        { name: 'HQ', grade: 'regular', stands: [{ unit: 'division-hq', count: 1 }] },
        {
          name: 'A',
          grade: 'regular',
          stands: [
            { unit: 'infantry', count: 10 },
            { unit: 'mgs-1914-15', count: 60 },
          ],
        },
        { name: 'B', grade: 'regular', stands: [{ unit: 'infantry', count: 10 }] },
      ],
    };
    writeFileSync(join(dir, 'italian.json'), JSON.stringify(italian));
    const unpriced = await gwsh('cost', join(dir, 'italian.json'));
    expect(unpriced.code).toBe(3);
    const report = JSON.parse(unpriced.stdout) as { total: number; errors: unknown[]; warnings: { code: string; undecided?: boolean }[] };
    expect([report.total, report.errors.length]).toEqual([90, 0]);
    expect(report.warnings.map((w) => [w.code, w.undecided])).toEqual([['missing-cost', true]]);
    // An Encounter list with no front: whether it exists there (3.0) is not known.
    const { theatre: _, ...noFront } = { ...legal, list: 'encounter', defences: [] };
    writeFileSync(join(dir, 'encounter.json'), JSON.stringify(noFront));
    const terminal = await gwshAt({ terminal: true }, 'cost', join(dir, 'encounter.json'));
    expect(terminal.code).toBe(3);
    expect(terminal.stdout.split('\n')[0]).toBe(`${join(dir, 'encounter.json')}: 154.8/500 NOT CHECKED: front-not-set`);
    // Set on a mobile front, it passes; and a run over several files takes the worst: a broken list (1) over 3.
    writeFileSync(join(dir, 'encounter.json'), JSON.stringify({ ...noFront, theatre: 'mobile' }));
    expect((await gwsh('cost', join(dir, 'encounter.json'))).code).toBe(0);
    expect((await gwsh('cost', join(dir, 'italian.json'), `${lists}/breaks-rules.json`)).code).toBe(1);
  });

  it('checks aircraft against --max-aircraft', async () => {
    const over = await gwsh('cost', '--max-aircraft', '2', `${lists}/aircraft-heavy.json`);
    expect(over.code).toBe(1);
    expect(JSON.parse(over.stdout).errors.map((e: { code: string }) => e.code)).toEqual(['too-many-aircraft']);
    expect((await gwsh('cost', '--max-aircraft=3', `${lists}/aircraft-heavy.json`)).code).toBe(0);
    expect(await gwsh('cost', '--max-aircraft', 'lots', `${lists}/aircraft-heavy.json`)).toMatchObject({ code: 2, stdout: '' });
  });

  it('prints a summary line per file at a terminal and exits with the worst code', async () => {
    const { code, stdout } = await gwshAt(
      { terminal: true },
      'cost',
      `${lists}/legal.json`,
      `${lists}/breaks-rules.json`,
      `${lists}/bad-grade.json`,
    );
    expect(code).toBe(2);
    expect(stdout.split('\n')).toEqual([
      `${lists}/legal.json: 170.8/650 OK`,
      '  defences-in-attack-list (6.1.3), Defences: An attacker places entrenchments only when attacking from trench lines (6.1.3); check that these field works are for such a game.',
      `${lists}/breaks-rules.json: 96.8/60 2 errors: over-limit, artillery-grade`,
      '  over-limit (3.0): The list costs 96.8 points, 36.8 over the 60 allowed for the Defend List, Option A.',
      '  artillery-grade (9.0), Brigade 2 ("Guns"), grade: "Guns" is artillery rated Elite; in a mixed division artillery must be Regular.',
      `${lists}/bad-grade.json: unreadable: Brigade 1 ("1st Brigade"): grade must be one of elite, veteran, regular, green, random (got "heroic").`,
      '',
    ]);
    // Two problems: the player's name beside the file, each problem on its own line.
    expect((await gwshAt({ terminal: true }, 'cost', `${lists}/two-problems.json`)).stdout.split('\n')).toEqual([
      `${lists}/two-problems.json (Ada Lovelace): unreadable, 2 problems:`,
      '  Brigade 2 ("Storm battalion"): grade must be one of elite, veteran, regular, green, random (got "veteren"); did you mean "veteran"?',
      '  Brigade 2 ("Storm battalion"), stand line 1: "infantery" is not a unit of the Germany or generic troop tables; did you mean "infantry"?',
      '',
    ]);
    expect((await gwshAt({ terminal: true }, 'cost', `${lists}/legal.json`, `${lists}/breaks-rules.json`)).code).toBe(1);
    // One file at a terminal is text too; --json asks for the JSON there.
    expect((await gwshAt({ terminal: true }, 'cost', `${lists}/legal.json`)).stdout).toMatch(
      new RegExp(`^${lists}/legal.json: 170.8/650 OK\n  defences-in-attack-list`),
    );
    expect(JSON.parse((await gwshAt({ terminal: true }, 'cost', '--json', `${lists}/legal.json`)).stdout)).toMatchObject({ total: 170.8 });
  });

  it('prints JSON when the output is piped, for one file (an object) or several (an array)', async () => {
    const several = await gwsh('cost', `${lists}/legal.json`, `${lists}/breaks-rules.json`);
    expect(several.code).toBe(1);
    expect(JSON.parse(several.stdout).map((r: { file: string; total: number }) => [r.file, r.total])).toEqual([
      [`${lists}/legal.json`, 170.8],
      [`${lists}/breaks-rules.json`, 96.8],
    ]);
  });

  it('prints a JSON array for several files with --json', async () => {
    const { code, stdout } = await gwsh('cost', '--json', `${lists}/legal.json`, `${lists}/bad-grade.json`);
    expect(code).toBe(2);
    const out = JSON.parse(stdout);
    expect(out).toHaveLength(2);
    expect(out[0]).toMatchObject({ file: `${lists}/legal.json`, total: 170.8, limit: 650 });
    expect(out[1]).toEqual({
      file: `${lists}/bad-grade.json`,
      unreadable: 'Brigade 1 ("1st Brigade"): grade must be one of elite, veteran, regular, green, random (got "heroic").',
      problems: ['Brigade 1 ("1st Brigade"): grade must be one of elite, veteran, regular, green, random (got "heroic").'],
    });
  });

  it('exits 2 with usage when no file is given', async () => {
    const { code, stdout, stderr } = await gwsh('cost');
    expect([code, stdout]).toEqual([2, '']);
    expect(stderr).toContain('Usage: gwsh cost');
  });
});
