import { describe, expect, it } from 'vitest';
import {
  competitionScore,
  exitBonusConditions,
  lineCodes,
  resultSentence,
  scoreGame,
  type GameFile,
} from '#src/lib/gwsh/game/victoryPoints.ts';
import { parseGameFile } from '#src/lib/gwsh/game/gameFile.ts';
import { gwshRuleLink } from '#src/lib/gwsh/sections.ts';
import designExample from '#tests/fixtures/games/design-example.json' with { type: 'json' };
import { game, player } from './gameBuilders.ts';

const points = (score: ReturnType<typeof scoreGame>, index: 0 | 1) =>
  Object.fromEntries(score.players[index].lines.map((l) => [l.code, l.points]));
const codes = (score: ReturnType<typeof scoreGame>) => score.findings.map((f) => f.code);

describe('victory points (GWSH 7.0)', () => {
  it('scores the docs/formats.md example', () => {
    const parsed = parseGameFile(designExample);
    if (!parsed.ok) throw new Error(parsed.message);
    const score = scoreGame(parsed.game);
    // Allied attacker: 2 objectives × 2 = 4, exit +3, 1 green tested +1, 2 regular tested × 2 = 4 → 12
    expect(points(score, 0)).toEqual({
      objectives: 4,
      'exit-bonus': 3,
      'enemy-green-tested': 1,
      'enemy-green-second-test': 0,
      'enemy-regular-or-better-tested': 4,
      'option-a': 0,
      'option-b': 0,
      'reserve-brigade': 0,
    });
    expect(score.players[0]).toMatchObject({ name: 'Allied player', role: 'attacker', total: 12, competition: 12 });
    // Axis defender: 3 × 2 = 6, 1 regular tested +2, Option A −1, reserve +1 → 8
    expect(points(score, 1)).toMatchObject({ objectives: 6, 'enemy-regular-or-better-tested': 2, 'option-a': -1, 'reserve-brigade': 1 });
    expect(score.players[1].total).toBe(8);
    expect(score).toMatchObject({ winner: 'Allied player', winnerIndex: 0, draw: false, findings: [] });
    expect(resultSentence(score)).toBe('Allied player wins, 12 to 8.');
    // No objectiveRule: the loose reading; brigades were forced to test, so the Random reading is shown too;
    // an attack-defence game (the defender may take objectives back) with a brigade kept in reserve (+1 once).
    expect(score.readings.map((r) => r.id)).toEqual([
      'objective-line-loose',
      'random-tested-by-grade-found',
      'defender-may-recapture',
      'reserve-scored-once',
    ]);
  });

  it('every player gets every line, in the same order, each with a message and a rule that links', () => {
    const score = scoreGame(game({ players: [player({ name: 'A' }), player({ name: 'B' })] }));
    for (const p of score.players) {
      expect(p.lines.map((l) => l.code)).toEqual([...lineCodes]);
      for (const l of p.lines) {
        expect(l.message.length).toBeGreaterThan(5);
        expect(gwshRuleLink(l.rule).href).not.toBeNull();
      }
    }
    expect(score).toMatchObject({ winner: null, winnerIndex: null, draw: true });
    expect(resultSentence(score)).toBe('A draw, 0 to 0.');
  });

  it('exit bonus: +5 through continuous entrenched lines', () => {
    const score = scoreGame(
      game({
        scenario: 'attack-defence',
        entrenchedLines: true,
        players: [player({ name: 'A', role: 'attacker', exitedBrigade: true }), player({ name: 'D', role: 'defender' })],
      }),
    );
    expect(points(score, 0)['exit-bonus']).toBe(5);
    expect(score.readings.map((r) => r.id)).toContain('exit-bonus-replaces');
    // An event reading both lines (a rules pack): +3 and +5 = +8, named as the alternative taken.
    const both = scoreGame(
      game({
        scenario: 'attack-defence',
        entrenchedLines: true,
        players: [player({ name: 'A', role: 'attacker', exitedBrigade: true }), player({ name: 'D', role: 'defender' })],
      }),
      new Set(['exit-bonus-replaces']),
    );
    expect(points(both, 0)['exit-bonus']).toBe(8);
    expect(both.alternativesTaken.map((r) => r.id)).toEqual(['exit-bonus-replaces']);
  });

  it('a defender claiming the exit bonus gets 0 and an error finding', () => {
    const score = scoreGame(
      game({
        scenario: 'attack-defence',
        players: [player({ name: 'A', role: 'attacker' }), player({ name: 'D', role: 'defender', exitedBrigade: true })],
      }),
    );
    expect(points(score, 1)['exit-bonus']).toBe(0);
    expect(score.findings).toMatchObject([
      { code: 'exit-bonus-not-allowed', severity: 'error', rule: '7.0', path: 'players[1].exitedBrigade' },
    ]);
    expect(score.readings.map((r) => r.id)).toEqual(['objective-line-loose', 'defender-may-recapture', 'penalties-always-count']);
  });

  it('no exit bonus in an encounter, even for the high scorer', () => {
    const score = scoreGame(
      game({
        scenario: 'advance-to-contact',
        players: [player({ name: 'H', role: 'high-scorer', exitedBrigade: true }), player({ name: 'L', role: 'low-scorer' })],
      }),
    );
    expect(points(score, 0)['exit-bonus']).toBe(0);
    expect(codes(score)).toEqual(['exit-bonus-not-allowed']);
  });

  it('morale tests: +1 per green, +1 per green second test, +2 per regular or better', () => {
    // 3 green × 1 + 2 second tests × 1 + 2 regular × 2 = 3 + 2 + 4 = 9
    const score = scoreGame(
      game({
        players: [player({ name: 'A', enemyBrigadesTested: { green: 3, greenSecondTest: 2, regularOrBetter: 2 } }), player({ name: 'B' })],
      }),
    );
    expect(score.players[0].total).toBe(9);
    expect(score.players[0].lines[2]?.message).toBe('3 enemy green brigades forced to test morale: 3 × +1 = +3.');
  });

  it('more second tests than green brigades tested: only as many as tested count, with an error', () => {
    // green 1 → +1; second tests claimed 3, counted 1 → +1
    const score = scoreGame(
      game({
        players: [player({ name: 'A', enemyBrigadesTested: { green: 1, greenSecondTest: 3, regularOrBetter: 0 } }), player({ name: 'B' })],
      }),
    );
    expect(points(score, 0)['enemy-green-second-test']).toBe(1);
    expect(codes(score)).toEqual(['green-second-tests-exceed-tests']);
  });

  it('Option A is free for the high scorer in an advance to contact (6.2.1), −1 for the low scorer; B −2', () => {
    const score = scoreGame(
      game({
        scenario: 'advance-to-contact',
        players: [player({ name: 'H', role: 'high-scorer', optionA: true }), player({ name: 'L', role: 'low-scorer', optionB: true })],
      }),
    );
    expect(score.players[0].lines.find((l) => l.code === 'option-a')).toMatchObject({ points: 0, rule: '6.2.1' });
    expect(Object.is(score.players[0].total, 0)).toBe(true);
    expect(points(score, 1)['option-b']).toBe(-2);
    const low = scoreGame(
      game({
        scenario: 'advance-to-contact',
        players: [player({ name: 'H', role: 'high-scorer' }), player({ name: 'L', role: 'low-scorer', optionA: true })],
      }),
    );
    expect(points(low, 1)['option-a']).toBe(-1);
    expect(low.findings).toEqual([]);
  });

  it('the high scorer in an advance to contact with both options: one at most as the site reads 6.2.1, both under the other reading', () => {
    const atc = game({
      scenario: 'advance-to-contact',
      players: [player({ name: 'H', role: 'high-scorer', optionA: true, optionB: true }), player({ name: 'L', role: 'low-scorer' })],
    });
    // The site's reading: A free (0) and B −2 are both counted, and both-options is an error.
    const read = scoreGame(atc);
    expect(read.players[0].total).toBe(-2);
    expect(codes(read)).toEqual(['both-options']);
    expect(read.readings.map((r) => r.id)).toContain('one-option-in-advance-to-contact');
    // The other reading, taken by a rules pack: the same −2 (0 + −2), and no error.
    const other = scoreGame(atc, new Set(['one-option-in-advance-to-contact']));
    expect(other.players[0].total).toBe(-2);
    expect(codes(other)).toEqual([]);
    expect(other.alternativesTaken.map((r) => r.id)).toEqual(['one-option-in-advance-to-contact']);
    // The low scorer gets no such leave: A −1 and B −2 with both-options, whatever the pack says.
    const low = scoreGame(
      game({
        scenario: 'advance-to-contact',
        players: [player({ name: 'H', role: 'high-scorer' }), player({ name: 'L', role: 'low-scorer', optionA: true, optionB: true })],
      }),
      new Set(['one-option-in-advance-to-contact']),
    );
    expect(low.players[1].total).toBe(-3);
    expect(codes(low)).toEqual(['both-options']);
  });

  it("both options: both penalties and an error; a defender's Option B: −2 and an error", () => {
    const both = scoreGame(game({ players: [player({ name: 'A', optionA: true, optionB: true }), player({ name: 'B' })] }));
    expect(both.players[0].total).toBe(-3);
    expect(both.players[0].competition).toBe(0);
    expect(codes(both)).toEqual(['both-options']);
    const defender = scoreGame(
      game({
        scenario: 'attack-defence',
        players: [player({ name: 'A', role: 'attacker' }), player({ name: 'D', role: 'defender', optionB: true })],
      }),
    );
    expect(defender.players[1].total).toBe(-2);
    expect(codes(defender)).toEqual(['defender-option-b']);
  });

  it('roles must fit the scenario', () => {
    const twoAttackers = scoreGame(
      game({ scenario: 'attack-defence', players: [player({ name: 'A', role: 'attacker' }), player({ name: 'B', role: 'attacker' })] }),
    );
    expect(twoAttackers.findings[0]).toMatchObject({
      code: 'roles-do-not-fit-scenario',
      severity: 'error',
      message: expect.stringContaining('one player is the attacker and the other the defender'),
    });
    const mutualWithRoles = scoreGame(
      game({ players: [player({ name: 'A', role: 'attacker' }), player({ name: 'B', role: 'defender' })] }),
    );
    expect(codes(mutualWithRoles)).toContain('roles-do-not-fit-scenario');
    const swapped = scoreGame(
      game({
        scenario: 'advance-to-contact',
        players: [player({ name: 'L', role: 'low-scorer' }), player({ name: 'H', role: 'high-scorer' })],
      }),
    );
    expect(swapped.findings).toEqual([]);
  });

  it("objectives held together cannot exceed the game's objectives", () => {
    const score = scoreGame(game({ players: [player({ name: 'A', objectivesHeld: 3 }), player({ name: 'B', objectivesHeld: 3 })] }));
    expect(codes(score)).toEqual(['objectives-exceed-total']);
    // In a desert game with 3 objectives, a claim of 4 counts 3 (3 × 2 = 6).
    const desert = scoreGame(game({ objectives: 3, players: [player({ name: 'A', objectivesHeld: 4 }), player({ name: 'B' })] }));
    expect(points(desert, 0).objectives).toBe(6);
    expect(codes(desert)).toEqual(['objectives-held-exceed-objectives', 'objectives-exceed-total']);
  });

  it('warnings: entrenched lines outside attack-defence; both players with the same name', () => {
    const score = scoreGame(
      game({ entrenchedLines: true, players: [player({ name: 'Sam' }), player({ name: 'Sam', objectivesHeld: 1 })] }),
    );
    expect(score.findings.map((f) => [f.code, f.severity])).toEqual([
      ['entrenched-lines-not-attack-defence', 'warning'],
      ['same-player-names', 'warning'],
    ]);
    expect(score.winnerIndex).toBe(1);
    // The second player wins, one objective × 2 to nothing: their total comes first.
    expect(resultSentence(score)).toBe('Sam wins, 2 to 0.');
  });

  it('a game score of 14 counts 12 in a competition', () => {
    // 3 objectives × 2 = 6, exit +3, green +1, green second test +1, regular +2, reserve +1 = 14
    const score = scoreGame(
      game({
        scenario: 'attack-defence',
        players: [
          player({
            name: 'A',
            role: 'attacker',
            objectivesHeld: 3,
            exitedBrigade: true,
            enemyBrigadesTested: { green: 1, greenSecondTest: 1, regularOrBetter: 1 },
            reserveBrigadeKept: true,
          }),
          player({ name: 'D', role: 'defender', objectivesHeld: 2 }),
        ],
      }),
    );
    expect(score.players[0]).toMatchObject({ total: 14, competition: 12 });
  });

  it('competition score clamps to 0..12 (7.1)', () => {
    expect([-3, 0, 7, 12, 13, 14].map(competitionScore)).toEqual([0, 0, 7, 12, 12, 12]);
  });

  it('lists the exit bonus conditions for a checklist', () => {
    expect(exitBonusConditions).toHaveLength(6);
  });

  describe('readings of 7.0, named beside the score', () => {
    it('exit through continuous entrenched lines: +5 replaces the +3, never +8 (exit-bonus-replaces)', () => {
      const score = scoreGame(
        game({
          scenario: 'attack-defence',
          entrenchedLines: true,
          players: [player({ name: 'A', role: 'attacker', exitedBrigade: true }), player({ name: 'D', role: 'defender' })],
        }),
      );
      // 7.0: +5 for the entrenched line in place of the +3 line; the alternative would be 3 + 5 = 8.
      expect(points(score, 0)['exit-bonus']).toBe(5);
      expect(score.players[0].total).toBe(5);
      expect(score.readings.map((r) => r.id)).toContain('exit-bonus-replaces');
      const open = scoreGame(
        game({
          scenario: 'attack-defence',
          players: [player({ name: 'A', role: 'attacker', exitedBrigade: true }), player({ name: 'D', role: 'defender' })],
        }),
      );
      expect(open.readings.map((r) => r.id)).not.toContain('exit-bonus-replaces');
    });

    it("the +2 objective line follows the organiser's switch and names the reading taken", () => {
      const players: GameFile['players'] = [player({ name: 'A', objectivesHeld: 2 }), player({ name: 'B', objectivesHeld: 1 })];
      const loose = scoreGame(game({ players }));
      const strict = scoreGame(game({ players, objectiveRule: 'strict' }));
      // 7.0: 2 objectives × +2 = +4 under either reading; the switch changes which objectives the players count.
      expect(points(loose, 0).objectives).toBe(4);
      expect(points(strict, 0).objectives).toBe(4);
      expect(loose.readings[0]).toMatchObject({ id: 'objective-line-loose', rule: '7.0' });
      expect(strict.readings[0]).toMatchObject({ id: 'objective-line-strict', rule: '7.0' });
      expect(strict.players[0].lines[0]?.message).toBe(
        '2 objectives held at the end of play (strict: a 3.0 brigade there, no enemy element within 300mm): 2 × +2 = +4.',
      );
      expect(loose.readings[0]?.alternative).toMatch(/strict/);
      expect(strict.readings[0]?.alternative).toMatch(/loose/);
    });

    it('the reserve line scores +1 once and names its reading; recapture is named in attack-defence games only', () => {
      // 7.0: reserve kept → +1.
      const kept = scoreGame(game({ players: [player({ name: 'A', reserveBrigadeKept: true }), player({ name: 'B' })] }));
      expect(points(kept, 0)['reserve-brigade']).toBe(1);
      expect(kept.readings.map((r) => r.id)).toEqual(['objective-line-loose', 'reserve-scored-once']);
      expect(kept.readings[1]?.alternative).toMatch(/for each qualifying brigade/);
      // Three kept: still +1 under our reading; +3 under the event's alternative, which the result names.
      const three = game({ players: [player({ name: 'A', reserveBrigadeKept: 3 }), player({ name: 'B' })] });
      expect(points(scoreGame(three), 0)['reserve-brigade']).toBe(1);
      expect(scoreGame(three).players[0].lines.find((l) => l.code === 'reserve-brigade')?.message).toBe(
        '3 regular, veteran or elite fighting brigades of 10 or more stands kept off-table in reserve to the end: +1, once.',
      );
      const each = scoreGame(three, new Set(['reserve-scored-once']));
      expect(points(each, 0)['reserve-brigade']).toBe(3);
      expect(each.players[0].lines.find((l) => l.code === 'reserve-brigade')?.message).toMatch(
        /: \+3, one for each \(the event's reading\)\.$/,
      );
      expect(each.alternativesTaken.map((r) => r.id)).toEqual(['reserve-scored-once']);
      // One kept (true) scores +1 either way.
      expect(
        points(
          scoreGame(
            game({ players: [player({ name: 'A', reserveBrigadeKept: true }), player({ name: 'B' })] }),
            new Set(['reserve-scored-once']),
          ),
          0,
        )['reserve-brigade'],
      ).toBe(1);
      const attack = scoreGame(
        game({ scenario: 'attack-defence', players: [player({ name: 'A', role: 'attacker' }), player({ name: 'D', role: 'defender' })] }),
      );
      expect(attack.readings.map((r) => r.id)).toEqual(['objective-line-loose', 'defender-may-recapture']);
    });

    it('an enemy Random brigade forced to test counts by the grade it proved (random-tested-by-grade-found)', () => {
      // 7.0: one Random enemy brigade proved green and tested twice (+1 +1), another proved regular (+2): 4.
      const score = scoreGame(
        game({
          players: [
            player({ name: 'A', enemyBrigadesTested: { green: 1, greenSecondTest: 1, regularOrBetter: 1 } }),
            player({ name: 'B' }),
          ],
        }),
      );
      expect(score.players[0].total).toBe(4);
      expect(score.readings.map((r) => r.id)).toContain('random-tested-by-grade-found');
    });
  });
});
