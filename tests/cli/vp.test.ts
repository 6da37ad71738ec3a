import { describe, expect, it } from 'vitest';
import { gwsh, gwshAt } from './gwsh.ts';

// Runs the real command, as players and organisers do.
const fixture = (name: string) => `tests/fixtures/games/${name}`;

describe('gwsh vp', () => {
  it('scores the example of docs/formats.md: exit 0, Allied player 12 to 8', async () => {
    const r = await gwsh('vp', fixture('design-example.json'));
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(Object.keys(out)).toEqual(['players', 'winner', 'draw', 'findings', 'readings']);
    expect(out.players.map((p: { name: string; total: number; competition: number }) => [p.name, p.total, p.competition])).toEqual([
      ['Allied player', 12, 12],
      ['Axis player', 8, 8],
    ]);
    expect(out.players[0].lines[0]).toEqual({
      code: 'objectives',
      points: 4,
      message: '2 objectives held at the end of play: 2 × +2 = +4.',
      rule: '7.0',
    });
    expect(out).toMatchObject({ winner: 'Allied player', draw: false, findings: [] });
  });

  it('at a terminal prints the score lines and the result as text; --json there prints the JSON', async () => {
    const r = await gwshAt({ terminal: true }, 'vp', fixture('design-example.json'));
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    // Allied: objectives 2 × 2 + exit 3 + 1 green tested + 2 regular × 2 = 12; Axis: 3 × 2 + 2 − 1 (Option A) + 1 reserve = 8.
    expect(lines[0]).toBe('Allied player (Attacker): 12 victory points');
    expect(lines[1]).toBe('  +4  2 objectives held at the end of play: 2 × +2 = +4. (GWSH 7.0)');
    expect(lines).toContain('Axis player (Defender): 8 victory points');
    expect(lines).toContain('  −1  Option A used: −1. (GWSH 7.0)');
    expect(lines).toContain('Allied player wins, 12 to 8.');
    expect(lines).toContain('Competition scores (GWSH 7.1): Allied player 12, Axis player 8.');
    expect(() => JSON.parse(r.stdout)).toThrow();
    expect(JSON.parse((await gwshAt({ terminal: true }, 'vp', '--json', fixture('design-example.json'))).stdout).winner).toBe(
      'Allied player',
    );
  });

  it('a defender claiming the exit bonus: scored with 0 for it, finding, exit 1', async () => {
    const r = await gwsh('vp', fixture('defender-exit-bonus.json'));
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout);
    // Germany: 1 objective +2, 1 regular tested +2, Option B −2 = 2. France: 4 objectives +8, exit 0, 2 regular +4 = 12.
    expect(out.players.map((p: { total: number }) => p.total)).toEqual([2, 12]);
    expect(out.winner).toBe('France');
    expect(out.findings.map((f: { code: string }) => f.code)).toEqual(['exit-bonus-not-allowed']);
  });

  it("an advance to contact ending level is a draw (high scorer's Option A free)", async () => {
    // Russia: 2 objectives +4, green +1, green second test +1, Option A free 0 = 6. Austria-Hungary: +4, regular +2 = 6.
    const out = JSON.parse((await gwsh('vp', fixture('advance-to-contact-draw.json'))).stdout);
    expect(out).toMatchObject({ winner: null, draw: true });
  });

  it('unreadable files: exit 2 with one sentence naming the field or the problem', async () => {
    expect(await gwsh('vp', fixture('bad-objectives.json'))).toMatchObject({
      code: 2,
      stdout: '',
      stderr: `${fixture('bad-objectives.json')}: players[1].objectivesHeld must be a whole number from 0 to 5.\n`,
    });
    const notJson = await gwsh('vp', fixture('not-json.json'));
    expect(notJson.code).toBe(2);
    expect(notJson.stderr).toMatch(/is not valid JSON/);
    expect(await gwsh('vp', fixture('missing.json'))).toMatchObject({
      code: 2,
      stderr: `Cannot read ${fixture('missing.json')}: there is no such file.\n`,
    });
    expect((await gwsh('vp')).code).toBe(2);
    expect((await gwsh('vp', '--frob', 'x')).stderr).toContain('Unknown option "--frob"');
  });
});
