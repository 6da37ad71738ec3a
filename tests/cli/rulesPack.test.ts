import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gwsh, gwshAt } from './gwsh.ts';

// An event's rules pack on the command line: the same list and game, judged under its readings.
const pack = 'tests/fixtures/rules-packs/club-1917.json';
const defend = 'tests/fixtures/lists/defend-350-4.json';

describe('gwsh cost --rules and gwsh vp --rules', () => {
  it('a Defend list at 350.4 of 350 breaks the limit as the site reads it, and is within it under a pack that rounds totals', async () => {
    // German Veteran: (28 × 5 + 12) + 28 × 5 = 292 × 120 % = 350.4, a Division HQ at 0; rounded, 350.
    const plain = await gwsh('cost', defend);
    expect(plain.code).toBe(1);
    expect(JSON.parse(plain.stdout).errors.map((f: { code: string }) => f.code)).toContain('over-limit');

    const event = await gwsh('cost', '--rules', pack, defend);
    expect(event.code).toBe(0);
    const out = JSON.parse(event.stdout);
    expect(out.total).toBe(350.4);
    expect(out.errors.map((f: { code: string }) => f.code)).not.toContain('over-limit');
    expect(out.rulesPack).toMatchObject({
      name: 'Club championship 1917',
      maxAircraft: 3,
      exceptions: ["Option B may come from the cavalry division's TO&E"],
    });
    expect(out.rulesPack.alternativesTaken.map((r: { id: string }) => r.id)).toEqual([
      'off-table-after-quality',
      'totals-compared-exactly',
      'objective-line-loose',
    ]);
    expect(out.alternativesTaken.map((r: { id: string }) => r.id)).toEqual(['totals-compared-exactly']);
  });

  it('at a terminal the first line names the pack', async () => {
    const r = await gwshAt({ terminal: true }, 'cost', '--rules', pack, defend);
    expect(r.stdout.split('\n')[0]).toBe(
      'Rules pack: Club championship 1917 (alternative readings: off-table-after-quality, totals-compared-exactly, objective-line-loose)',
    );
    // 350.4 is within 350 only once rounded, and the line says so.
    expect(r.stdout.split('\n')[1]).toBe(`${defend}: 350.4/350 OK (rounded, as the rules pack reads 3.0)`);
    expect((await gwshAt({ terminal: true }, 'cost', defend)).stdout).toMatch(new RegExp(`^${defend}: 350.4/350 1 error: over-limit`));
  });

  it("gwsh scenario --rules follows the pack's choices in the desert, and its card says so; a bad pack is refused", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gwsh-pack-'));
    const desertPack = join(dir, 'desert.json');
    const readings = { 'no-rain-in-desert': 'alternative', 'desert-objectives': 'alternative' };
    writeFileSync(desertPack, JSON.stringify({ format: 'gwsh-rules-pack', version: 1, name: 'Sinai', readings }));
    const desert = ['scenario', '--a', 'turkey', '--b', 'british-empire', '--year', '1917', '--desert', '--potential-objectives', '3'];
    // Terrain 5–2 and 4–4, objectives 3–6, then the weather 6 + 5 = 11 (rain) under the pack; tactical 1 and
    // 6 (Turkey 1 + 0 = 1, British Empire 6 + 1 = 7: the British Empire attacks), base lines 2–3.
    const dice = '5,2,4,4,3,6,6,5,1,6,2,3';
    const card = JSON.parse((await gwsh(...desert, '--rules', desertPack, '--dice', dice)).stdout);
    expect(card.input.alternatives).toEqual(['no-rain-in-desert', 'desert-objectives']);
    expect(card.steps.find((s: { id: string }) => s.id === 'weather').result).toMatchObject({ rain: true, total: 11 });
    expect(card.steps.find((s: { id: string }) => s.id === 'objectives').result.count).toBe(5);
    const text = (await gwshAt({ terminal: true }, ...desert, '--rules', desertPack, '--dice', dice)).stdout.split('\n');
    expect(text).toContain("The event's reading of 4.4: Roll for rain in the desert as elsewhere.");
    // Without the pack the same dice have no weather roll: 12 dice are one pair too many.
    const site = await gwsh(...desert, '--dice', dice);
    expect(JSON.parse(site.stdout).input.alternatives).toBeUndefined();
    expect(JSON.parse(site.stdout).findings.map((f: { code: string }) => f.code)).toContain('unused-dice');
    const bad = join(dir, 'bad.json');
    writeFileSync(
      bad,
      JSON.stringify({ format: 'gwsh-rules-pack', version: 1, name: 'Bad', readings: { 'ties-rerolled': 'alternative' } }),
    );
    const refused = await gwsh(...desert, '--rules', bad, '--seed', '1');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/readings names "ties-rerolled", which is not a reading a rules pack can switch/);
  });

  it("the pack's aircraft maximum applies; a different --max-aircraft beside it is refused, and the JSON names the maximum used", async () => {
    // aircraft-heavy.json: 3 fighters. A pack allowing 2 makes that 1 too many (10.4).
    const dir = mkdtempSync(join(tmpdir(), 'gwsh-pack-'));
    const two = join(dir, 'two.json');
    writeFileSync(two, JSON.stringify({ format: 'gwsh-rules-pack', version: 1, name: 'Two planes', maxAircraft: 2 }));
    const heavy = 'tests/fixtures/lists/aircraft-heavy.json';
    const run = async (...args: string[]) => JSON.parse((await gwsh('cost', '--set', ...args, heavy)).stdout);
    const codes = (out: { lists: { errors: { code: string }[] }[]; sets: { errors: { code: string }[] }[] }) =>
      [...out.lists.flatMap((l) => l.errors), ...out.sets.flatMap((s) => s.errors)].map((f) => f.code);
    const underPack = await run('--rules', two);
    expect(codes(underPack)).toContain('too-many-aircraft');
    expect(underPack.maxAircraft).toBe(2);
    // The same maximum given twice is one maximum.
    expect((await run('--rules', two, '--max-aircraft', '2')).maxAircraft).toBe(2);
    const clash = await gwsh('cost', '--rules', two, '--max-aircraft', '3', heavy);
    expect(clash).toMatchObject({ code: 2, stdout: '' });
    expect(clash.stderr).toMatch(
      /^The rules pack fixes 2 aircraft and --max-aircraft says 3: give one of them \(the pack's is the event's\)\./,
    );
    const none = await run();
    expect(codes(none)).not.toContain('too-many-aircraft');
    expect(none.maxAircraft).toBeNull();
    expect(JSON.parse((await gwsh('cost', '--max-aircraft', '3', heavy)).stdout).maxAircraft).toBe(3);
  });

  it('a reading id that is a key of every object is refused like any unknown id', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gwsh-pack-'));
    const proto = join(dir, 'proto.json');
    writeFileSync(proto, '{"format":"gwsh-rules-pack","version":1,"name":"Proto","readings":{"__proto__":"alternative"}}');
    const r = await gwsh('cost', '--rules', proto, defend);
    expect(r).toMatchObject({ code: 2, stdout: '' });
    expect(r.stderr).toMatch(/readings names "__proto__", which is not a reading a rules pack can switch/);
  });

  it('victory points: the pack sets the strict objective reading', async () => {
    const out = JSON.parse((await gwsh('vp', '--rules', pack, 'tests/fixtures/games/design-example.json')).stdout);
    expect(Object.keys(out)[0]).toBe('rulesPack');
    expect(out.readings[0].id).toBe('objective-line-strict');
    expect(out.players[0].lines[0].message).toBe(
      '2 objectives held at the end of play (strict: a 3.0 brigade there, no enemy element within 300mm): 2 × +2 = +4.',
    );
  });

  it('a bad pack is refused with one sentence and nothing is costed', async () => {
    const r = await gwsh('cost', '--rules', 'tests/fixtures/lists/legal.json', defend);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^tests\/fixtures\/lists\/legal\.json: (format must be "gwsh-rules-pack"|the rules pack has unknown field)/);
    const missing = await gwsh('vp', '--rules', 'no-such-pack.json', 'tests/fixtures/games/design-example.json');
    expect(missing).toMatchObject({ code: 2, stdout: '' });
    expect(missing.stderr).toBe('Cannot read no-such-pack.json: there is no such file.\n');
  });
});
