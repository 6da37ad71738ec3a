import { describe, expect, it } from 'vitest';
import {
  defaultGameForm,
  exitChecklist,
  exitedBrigade,
  gameFileFromForm,
  gameFileText,
  gameFormFromFile,
  withScenario,
  type GameForm,
} from '#src/lib/gwsh/game/gameForm.ts';
import { parseGameFile } from '#src/lib/gwsh/game/gameFile.ts';
import { exitBonusConditions, scoreGame } from '#src/lib/gwsh/game/victoryPoints.ts';
import designExample from '#tests/fixtures/games/design-example.json' with { type: 'json' };

const design = (() => {
  const parsed = parseGameFile(designExample);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.game;
})();

describe('victory-point form and game file', () => {
  it('the default form is an attack-defence game with both roles and nothing scored', () => {
    const form = defaultGameForm();
    expect(form.players.map((p) => p.role)).toEqual(['attacker', 'defender']);
    const made = gameFileFromForm(form);
    if (!made.ok) throw new Error(made.messages.join(' '));
    expect(scoreGame(made.game).players.map((p) => p.total)).toEqual([0, 0]);
    expect(scoreGame(made.game).draw).toBe(true);
  });

  it('the checklist leaves out the role condition, which the engine decides', () => {
    expect(exitChecklist).toEqual(exitBonusConditions.slice(1));
    expect(exitChecklist).toHaveLength(5);
  });

  it('the exit bonus is claimed only when every condition is ticked', () => {
    const p = defaultGameForm().players[0];
    expect(exitedBrigade(p)).toBe(false);
    expect(exitedBrigade({ ...p, exitConditions: [true, true, true, true, false] })).toBe(false);
    expect(exitedBrigade({ ...p, exitConditions: [true, true, true, true, true] })).toBe(true);
  });

  it('a game file goes into the form and comes back unchanged (the docs/formats.md example, 12 to 8)', () => {
    const form = gameFormFromFile(design);
    expect(form.players[0].exitConditions).toEqual([true, true, true, true, true]);
    expect(form.players[1].exitConditions).toEqual([false, false, false, false, false]);
    const back = gameFileFromForm(form);
    expect(back).toEqual({ ok: true, game: design });
    expect(JSON.parse(gameFileText(design))).toEqual(designExample);
    // Allied attacker 2×2 + 3 + 1 + 2×2 = 12; Axis defender 3×2 + 2 − 1 + 1 = 8
    if (back.ok) expect(scoreGame(back.game).players.map((p) => p.total)).toEqual([12, 8]);
  });

  it('a desert game keeps its number of objectives; five is left out as the default', () => {
    const form: GameForm = { ...defaultGameForm(), objectives: '3' };
    const made = gameFileFromForm(form);
    expect(made.ok && made.game.objectives).toBe(3);
    const five = gameFileFromForm(defaultGameForm());
    expect(five.ok && 'objectives' in five.game).toBe(false);
  });

  it("the organiser's strict objective switch goes into the file and back; loose is left out as the default", () => {
    const made = gameFileFromForm({ ...defaultGameForm(), objectiveRule: 'strict' });
    expect(made.ok && made.game.objectiveRule).toBe('strict');
    if (made.ok) expect(gameFormFromFile(made.game).objectiveRule).toBe('strict');
    const loose = gameFileFromForm(defaultGameForm());
    expect(loose.ok && 'objectiveRule' in loose.game).toBe(false);
  });

  it("changing the scenario gives that scenario's roles", () => {
    const form = defaultGameForm();
    expect(withScenario(form, 'advance-to-contact').players.map((p) => p.role)).toEqual(['high-scorer', 'low-scorer']);
    expect(withScenario(form, 'mutual-encounter').players.map((p) => p.role)).toEqual([null, null]);
  });

  it('names the player and the field of every bad number, and does not score', () => {
    const form = defaultGameForm();
    const bad: GameForm = {
      ...form,
      objectives: '9',
      players: [
        { ...form.players[0], objectivesHeld: 'lots' },
        { ...form.players[1], name: ' ', green: '-1' },
      ],
    };
    expect(gameFileFromForm(bad)).toEqual({
      ok: false,
      messages: [
        'Game objectives must be a whole number from 0 to 5.',
        'Player 1 (Player 1): objectives held must be a whole number from 0 to 5.',
        'Player 2: the name must not be empty.',
        'Player 2: enemy green brigades tested must be a whole number from 0 to 99.',
      ],
    });
  });
});
