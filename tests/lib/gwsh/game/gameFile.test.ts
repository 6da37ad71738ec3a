import { describe, expect, it } from 'vitest';
import { fieldPath, parseGameFile } from '#src/lib/gwsh/game/gameFile.ts';

import designExample from '#tests/fixtures/games/design-example.json' with { type: 'json' };

const withChange = (change: (g: any) => void) => {
  const game = structuredClone(designExample) as any;
  change(game);
  return parseGameFile(game);
};
const messageOf = (change: (g: any) => void) => {
  const r = withChange(change);
  return r.ok ? 'ok' : r.message;
};

describe('game file (docs/formats.md)', () => {
  it('reads the example of docs/formats.md, from JSON text too', () => {
    expect(parseGameFile(designExample)).toMatchObject({ ok: true, game: { scenario: 'attack-defence' } });
    expect(parseGameFile(JSON.stringify(designExample)).ok).toBe(true);
  });

  it('accepts an optional objectives count (desert games)', () => {
    expect(withChange((g) => (g.objectives = 3)).ok).toBe(true);
    expect(messageOf((g) => (g.objectives = 6))).toBe('objectives must be a whole number from 0 to 5');
  });

  it('accepts an optional objectiveRule, loose or strict (7.0 +2 line), and names it when wrong', () => {
    expect(withChange((g) => (g.objectiveRule = 'strict'))).toMatchObject({ ok: true, game: { objectiveRule: 'strict' } });
    expect(withChange((g) => (g.objectiveRule = 'loose')).ok).toBe(true);
    expect(messageOf((g) => (g.objectiveRule = 'lenient'))).toBe('objectiveRule must be one of loose, strict');
  });

  it('names the field in one sentence', () => {
    expect(messageOf((g) => (g.players[1].objectivesHeld = 6))).toBe('players[1].objectivesHeld must be a whole number from 0 to 5');
    expect(messageOf((g) => (g.players[1].objectivesHeld = 1.5))).toBe('players[1].objectivesHeld must be a whole number from 0 to 5');
    expect(messageOf((g) => (g.players[0].enemyBrigadesTested.green = -1))).toBe(
      'players[0].enemyBrigadesTested.green must be a whole number, 0 or more',
    );
    expect(messageOf((g) => (g.players[0].role = 'boss'))).toBe(
      'players[0].role must be one of attacker, defender, high-scorer, low-scorer or null',
    );
    expect(messageOf((g) => (g.players[0].name = ' '))).toBe('players[0].name must be a name, not empty');
    expect(messageOf((g) => (g.scenario = 'skirmish'))).toBe(
      'scenario must be one of attack-defence, advance-to-contact, mutual-encounter',
    );
    expect(messageOf((g) => (g.format = 'gwsh-list'))).toBe('format must be "gwsh-game"');
    expect(messageOf((g) => (g.version = 2))).toBe('version must be 1');
    expect(messageOf((g) => (g.entrenchedLines = 'no'))).toBe('entrenchedLines must be true or false');
  });

  it('says when a field is missing', () => {
    expect(messageOf((g) => delete g.players[0].optionA)).toBe('players[0].optionA is missing; it must be true or false');
  });

  it('rejects unknown fields', () => {
    expect(messageOf((g) => (g.notes = 'x'))).toBe('the game file has unknown field "notes"');
    expect(messageOf((g) => (g.players[1].score = 3))).toBe('players[1] has unknown field "score"');
  });

  it('needs exactly two players', () => {
    expect(messageOf((g) => g.players.pop())).toBe('players must be a list of exactly two players');
    expect(messageOf((g) => g.players.push(g.players[0]))).toBe('players must be a list of exactly two players');
    expect(messageOf((g) => (g.players = 'two'))).toBe('players must be a list of exactly two players');
  });

  it('rejects what is not a JSON object', () => {
    expect(parseGameFile('{oops')).toMatchObject({ ok: false, message: expect.stringMatching(/^the game file is not valid JSON/) });
    expect(parseGameFile('[]')).toMatchObject({ ok: false, message: 'the game file must be a JSON object' });
    expect(parseGameFile(null)).toMatchObject({ ok: false, message: 'the game file must be a JSON object' });
  });

  it('formats paths as a reader writes them', () => {
    expect(fieldPath(['players', 1, 'enemyBrigadesTested', 'green'])).toBe('players[1].enemyBrigadesTested.green');
    expect(fieldPath([])).toBe('');
  });
});
