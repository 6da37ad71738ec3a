import { describe, expect, it } from 'vitest';
import { gwsh, gwshAt } from './gwsh.ts';

const base = ['scenario', '--a', 'germany', '--b', 'france', '--year', '1914'];

describe('gwsh scenario', () => {
  it('a seed reproduces the card; its dice typed back in give the same card', async () => {
    const first = await gwsh(...base, '--seed', '7');
    expect(first.code).toBe(0);
    const card = JSON.parse(first.stdout);
    expect(card).toMatchObject({ format: 'gwsh-scenario', version: 1, complete: true });
    expect((await gwsh(...base, '--seed', '7')).stdout).toBe(first.stdout);
    expect((await gwsh(...base, '--dice', card.dice.join(','))).stdout).toBe(first.stdout);
  });

  it('--odds prints the exact odds: Germany 1914 (+2) against France (+1), mutual encounter 5/36', async () => {
    const out = JSON.parse((await gwsh(...base, '--odds')).stdout);
    expect(out.outcomes.map((o: { key: string; fraction: string }) => [o.key, o.fraction])).toEqual([
      ['mutual-encounter', '5/36'],
      ['advance-to-contact-a-low', '1/9'],
      ['advance-to-contact-b-low', '1/6'],
      ['a-attacks', '5/12'],
      ['b-attacks', '1/6'],
    ]);
  });

  it('at a terminal prints the card and the odds as text; --json there prints the JSON', async () => {
    const western = ['scenario', '--a', 'germany', '--b', 'france', '--year', '1917', '--theatre', 'western-front'];
    // The dice in the card's order: terrain 1–1 then 6–5 (A places first), movement 4 and 3, objectives 3–2,
    // weather 4 + 5 = 9 (no rain), tactical 2 and 1 (A 2 + 1 = 3 against B 1 + 1 = 2: A attacks), base line 5.
    const dice = '1,1,6,5,4,3,3,2,4,5,2,1,5';
    const card = await gwshAt({ terminal: true }, ...western, '--dice', dice, '--player-a', 'Ada', '--player-b', 'Blaise');
    expect(card.code).toBe(0);
    const lines = card.stdout.split('\n');
    expect(lines.slice(0, 2)).toEqual([
      'Scenario card: Ada (Germany) against Blaise (France), 1917, Western Front',
      'Attack-defence: Ada (Germany) attacks, Blaise (France) defends',
    ]);
    expect(lines).toContain('6. Weather (GWSH 4.4): Weather: die of Ada (Germany) 4; Weather: die of Blaise (France) 5');
    expect(lines).toContain('Ada (Germany): Attacker');
    expect(lines).toContain('  List: Attack List, 650 points (GWSH 3.0)');
    expect(lines).toContain('Blaise (France): Defender');
    expect(lines).toContain('Dice used, in order: 1, 1, 6, 5, 4, 3, 3, 2, 4, 5, 2, 1, 5');
    expect(JSON.parse((await gwshAt({ terminal: true }, ...western, '--dice', dice, '--json')).stdout).dice.join(',')).toBe(dice);
    // Germany 1914 +2, France +1 (the 5.0 table): the same odds as the JSON above, as ways in 36.
    const odds = (await gwshAt({ terminal: true }, ...base, '--odds')).stdout.split('\n');
    expect(odds[0]).toBe('Germany (+2) against France (+1), 1914: the tactical situation (GWSH 5.0)');
    expect(odds[1]).toBe('  Mutual encounter: 5 in 36 (13.89%)');
  });

  it('--theatre=western-front 1916 is attack-defence only', async () => {
    const out = JSON.parse(
      (await gwsh('scenario', '--a=germany', '--b=british-empire', '--year=1916', '--theatre=western-front', '--seed=3')).stdout,
    );
    expect(out.scenario).toBe('attack-defence');
  });

  it('two Allied nations: the card, and exit 1', async () => {
    const r = await gwsh('scenario', '--a', 'france', '--b', 'italy', '--year', '1916', '--seed', '1');
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout).findings[0].code).toBe('sides-not-opposed');
  });

  it('not enough typed dice: exit 2 naming the roll needed', async () => {
    const r = await gwsh(...base, '--dice', '5,2,4');
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('Not enough dice: 3 used, the next roll needed is "Terrain movement: die of B (France)" (GWSH 4.2).\n');
  });

  it('bad arguments: exit 2 with one sentence', async () => {
    expect((await gwsh('scenario', '--a', 'prussia', '--b', 'france', '--year', '1914')).stderr).toMatch(
      /^--a must be one of austro-hungary, /,
    );
    expect((await gwsh(...base.slice(0, 5))).stderr).toMatch(/^--year is required\./);
    expect((await gwsh(...base, '--player-a', 'x'.repeat(101))).stderr).toMatch(/^--player-a must be at most 100 characters long\./);
    expect((await gwsh(...base, '--year', '1919')).stderr).toMatch(/^--year must be one of 1914, /);
    expect((await gwsh(...base, '--dice', '1,9')).stderr).toMatch(/^--dice: die 2 \("9"\) must be a whole number from 1 to 6\./);
    expect((await gwsh(...base, '--seed', '1', '--dice', '1')).stderr).toMatch(/^Give either --seed or --dice, not both\./);
    expect((await gwsh(...base, '--wat')).code).toBe(2);
  });
});
