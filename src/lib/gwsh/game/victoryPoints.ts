/**
 * GWSH 7.0 victory points and 7.1 competition scores for a finished game (the `gwsh-game` file,
 * docs/formats.md). The engine applies the rules, not the form: a claim the rules do not allow scores 0 and
 * comes back as a finding; penalties for options used always apply. Every player gets every line, in
 * the same order, so a page can show both players side by side.
 */
import type { Finding } from '../../findings.ts';
import { signed } from '../scenario/strategicModifier.ts';
import type { GameFile, GamePlayer, GameRole, ScenarioKind } from './gameFile.ts';
import { reservesKept, rolesOf } from './gameKinds.ts';
import {
  DEFENDER_MAY_RECAPTURE,
  EXIT_BONUS_REPLACES,
  OBJECTIVE_LINE_LOOSE,
  OBJECTIVE_LINE_STRICT,
  PENALTIES_ALWAYS_COUNT,
  RESERVE_SCORED_ONCE,
  RANDOM_TESTED_BY_GRADE_FOUND,
} from './gameDayReadings.ts';
import type { Reading } from '../../reading.ts';
import { ONE_OPTION_IN_ADVANCE_TO_CONTACT } from './optionReadings.ts';
import { NO_ALTERNATIVES, splitReadings, takesAlternative, type Alternatives } from '../../reading.ts';

export { objectiveRules, type ObjectiveRule } from './gameKinds.ts';
export type { GameFile, GamePlayer, ParsedGame } from './gameFile.ts';

export const lineCodes = [
  'objectives',
  'exit-bonus',
  'enemy-green-tested',
  'enemy-green-second-test',
  'enemy-regular-or-better-tested',
  'option-a',
  'option-b',
  'reserve-brigade',
] as const;
export type LineCode = (typeof lineCodes)[number];

export interface ScoreLine {
  code: LineCode;
  points: number;
  message: string;
  rule: string;
}

export interface PlayerScore {
  name: string;
  role: GameRole | null;
  total: number;
  /** 7.1: the game score as it counts in a competition, 0 to 12. */
  competition: number;
  lines: ScoreLine[];
}

export interface GameScore {
  players: [PlayerScore, PlayerScore];
  /** The winner's name, or null for a draw. */
  winner: string | null;
  winnerIndex: 0 | 1 | null;
  draw: boolean;
  findings: Finding[];
  /** Our readings of unclear rules that this score relied on. */
  readings: Reading[];
  /** Readings the score took the other way, as the event's rules pack chose. */
  alternativesTaken: Reading[];
}

/** 7.0: points per item. */
export const VP = {
  objective: 2,
  exitBonus: 3,
  exitBonusEntrenched: 5,
  greenTested: 1,
  greenSecondTest: 1,
  regularOrBetterTested: 2,
  optionA: -1,
  optionB: -2,
  reserveBrigade: 1,
} as const;

/** 7.0: what the exiting brigade must meet for the exit bonus; a page shows them as a checklist. */
export const exitBonusConditions = [
  'The player is the attacker in an attack-defence game, and claims the bonus only once.',
  'The brigade exited the table across the enemy base line during the game.',
  'The exiting brigade never had to test morale.',
  'The exiting brigade did not flank-march.',
  'The exiting brigade had at least 10 stands at the start of the game.',
  'It exited within 300mm of a road traceable back to the base line or starting trench lines through a corridor 200mm either side clear of enemy stands at the end, or it can trace a straight corridor at least 300mm wide, clear of enemy stands, back to its starting trench line.',
] as const;

/** 7.1: a game score counts from 0 to 12 in a competition (−3 → 0, 14 → 12). */
export const competitionScore = (total: number): number => Math.min(12, Math.max(0, total));

const scenarioWords: Record<ScenarioKind, string> = {
  'attack-defence': 'an attack-defence game',
  'advance-to-contact': 'an advance to contact',
  'mutual-encounter': 'a mutual encounter',
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const times = (n: number, each: number) => (n * each === 0 ? '0' : `${n} × ${signed(each)} = ${signed(n * each)}`);

function checkRoles(game: GameFile, findings: Finding[]): void {
  const expected = rolesOf[game.scenario];
  const roles = game.players.map((p) => p.role);
  const fits = (roles[0] === expected[0] && roles[1] === expected[1]) || (roles[0] === expected[1] && roles[1] === expected[0]);
  if (fits) return;
  const want =
    game.scenario === 'mutual-encounter'
      ? 'neither player has a role (null)'
      : `one player is the ${expected[0]} and the other the ${expected[1]}`;
  findings.push({
    code: 'roles-do-not-fit-scenario',
    severity: 'error',
    message: `The roles (${roles.map((r) => r ?? 'null').join(' and ')}) do not fit ${scenarioWords[game.scenario]}: ${want}.`,
    rule: game.scenario === 'attack-defence' ? '6.1' : game.scenario === 'advance-to-contact' ? '6.2.1' : '6.2.2',
    path: 'players',
  });
}

function scorePlayer(game: GameFile, index: 0 | 1, objectives: number, findings: Finding[], alternatives: Alternatives): PlayerScore {
  const p: GamePlayer = game.players[index];
  const at = `players[${index}]`;
  const lines: ScoreLine[] = [];
  const line = (code: LineCode, points: number, message: string, rule = '7.0') => lines.push({ code, points: points || 0, message, rule });

  // +2 per objective held; no player can hold more objectives than the game has.
  let held = p.objectivesHeld;
  if (held > objectives) {
    findings.push({
      code: 'objectives-held-exceed-objectives',
      severity: 'error',
      message: `${p.name} claims ${held} objectives but the game has only ${objectives}; only ${objectives} are counted.`,
      rule: '4.3',
      path: `${at}.objectivesHeld`,
    });
    held = objectives;
  }
  const how = game.objectiveRule === 'strict' ? ' (strict: a 3.0 brigade there, no enemy element within 300mm)' : '';
  line(
    'objectives',
    held * VP.objective,
    `${plural(held, 'objective', 'objectives')} held at the end of play${how}: ${times(held, VP.objective)}.`,
  );

  // Exit bonus: the attacker in an attack-defence game only, once; +5 through continuous entrenched lines
  // instead of +3 (reading EXIT_BONUS_REPLACES), or both lines, +8, where the event reads it the other way.
  const bothLines = takesAlternative(alternatives, EXIT_BONUS_REPLACES);
  const bonus = game.entrenchedLines ? (bothLines ? VP.exitBonus + VP.exitBonusEntrenched : VP.exitBonusEntrenched) : VP.exitBonus;
  if (!p.exitedBrigade) {
    line('exit-bonus', 0, 'No brigade exited the enemy base line: 0.');
  } else if (game.scenario === 'attack-defence' && p.role === 'attacker') {
    const where = game.entrenchedLines ? ' through continuous entrenched defensive lines' : '';
    const how =
      game.entrenchedLines && bothLines
        ? `${signed(VP.exitBonus)} and ${signed(VP.exitBonusEntrenched)} (both lines, as the event reads 7.0) = `
        : '';
    line(
      'exit-bonus',
      bonus,
      `A brigade exited the enemy base line${where}, meeting every condition (claimed once): ${how}${signed(bonus)}.`,
    );
  } else {
    const who =
      game.scenario === 'attack-defence' ? `the ${p.role ?? 'player without a role'}` : `a player in ${scenarioWords[game.scenario]}`;
    line('exit-bonus', 0, `Exit bonus claimed, but only the attacker in an attack-defence game scores it, not ${who}: 0.`);
    findings.push({
      code: 'exit-bonus-not-allowed',
      severity: 'error',
      message: `${p.name} claims the exit bonus, but only the attacker in an attack-defence game may score it; it counts 0.`,
      rule: '7.0',
      path: `${at}.exitedBrigade`,
    });
  }

  // Enemy brigades forced to test morale.
  const t = p.enemyBrigadesTested;
  line(
    'enemy-green-tested',
    t.green * VP.greenTested,
    `${plural(t.green, 'enemy green brigade', 'enemy green brigades')} forced to test morale: ${times(t.green, VP.greenTested)}.`,
  );
  let second = t.greenSecondTest;
  if (second > t.green) {
    findings.push({
      code: 'green-second-tests-exceed-tests',
      severity: 'error',
      message: `${p.name} claims ${second} second morale tests by enemy green brigades but only ${t.green} were forced to test; only ${t.green} are counted.`,
      rule: '7.0',
      path: `${at}.enemyBrigadesTested.greenSecondTest`,
    });
    second = t.green;
  }
  line(
    'enemy-green-second-test',
    second * VP.greenSecondTest,
    `${plural(second, 'enemy green brigade', 'enemy green brigades')} forced to a second morale test: ${times(second, VP.greenSecondTest)}.`,
  );
  line(
    'enemy-regular-or-better-tested',
    t.regularOrBetter * VP.regularOrBetterTested,
    `${plural(t.regularOrBetter, 'enemy regular, veteran or elite brigade', 'enemy regular, veteran or elite brigades')} forced to test morale: ${times(t.regularOrBetter, VP.regularOrBetterTested)}.`,
  );

  // Options: A −1 (free for the high scorer in an advance to contact, 6.2.1), B −2.
  const freeA = game.scenario === 'advance-to-contact' && p.role === 'high-scorer';
  if (!p.optionA) line('option-a', 0, 'Option A not used: 0.');
  else if (freeA) line('option-a', 0, 'Option A used, free for the high scorer in an advance to contact: 0.', '6.2.1');
  else line('option-a', VP.optionA, `Option A used: ${signed(VP.optionA)}.`);
  line('option-b', p.optionB ? VP.optionB : 0, p.optionB ? `Option B used: ${signed(VP.optionB)}.` : 'Option B not used: 0.');
  // Both options for the high scorer in an advance to contact: a rule broken or not by the reading (6.2.1).
  const bothAllowed = freeA && takesAlternative(alternatives, ONE_OPTION_IN_ADVANCE_TO_CONTACT);
  if (p.optionA && p.optionB && !bothAllowed) {
    findings.push({
      code: 'both-options',
      severity: 'error',
      message: `${p.name} used both Option A and Option B, but a player may take only one of them; both penalties are counted.`,
      rule: game.scenario === 'attack-defence' ? '6.1.1' : '6.2',
      path: `${at}.optionB`,
    });
  }
  if (p.optionB && game.scenario === 'attack-defence' && p.role === 'defender') {
    findings.push({
      code: 'defender-option-b',
      severity: 'error',
      message: `${p.name} is the defender and used Option B, but the Defend list has only Option A; the penalty is counted.`,
      rule: '6.1.2',
      path: `${at}.optionB`,
    });
  }

  // Reading RESERVE_SCORED_ONCE: +1 however many are kept; its alternative (an event's choice), +1 each.
  const kept = reservesKept(p.reserveBrigadeKept);
  const scored = takesAlternative(alternatives, RESERVE_SCORED_ONCE) ? kept : Math.min(kept, 1);
  line(
    'reserve-brigade',
    scored * VP.reserveBrigade,
    kept === 0
      ? 'No qualifying brigade kept off-table in reserve: 0.'
      : `${kept === 1 ? 'A regular, veteran or elite fighting brigade' : `${kept} regular, veteran or elite fighting brigades`} of 10 or more stands kept off-table in reserve to the end: ${signed(scored * VP.reserveBrigade)}${kept > 1 ? (scored > 1 ? ", one for each (the event's reading)" : ', once') : ''}.`,
  );

  const total = lines.reduce((sum, l) => sum + l.points, 0);
  return { name: p.name, role: p.role, total, competition: competitionScore(total), lines };
}

/** Findings where a claim was cut to what the rules allow, or a penalty kept (reading PENALTIES_ALWAYS_COUNT). */
const claimCodes = new Set([
  'objectives-held-exceed-objectives',
  'exit-bonus-not-allowed',
  'green-second-tests-exceed-tests',
  'both-options',
  'defender-option-b',
]);

/** The organiser's reading of the +2 objective line (7.0): loose unless the file says strict. */
export const objectiveReading = (game: Pick<GameFile, 'objectiveRule'>): Reading =>
  game.objectiveRule === 'strict' ? OBJECTIVE_LINE_STRICT : OBJECTIVE_LINE_LOOSE;

/** Scores a parsed game file (7.0), with the competition score of each total (7.1). */
export function scoreGame(game: GameFile, alternatives: Alternatives = NO_ALTERNATIVES): GameScore {
  const findings: Finding[] = [];
  checkRoles(game, findings);
  const objectives = game.objectives ?? 5;
  const players: [PlayerScore, PlayerScore] = [
    scorePlayer(game, 0, objectives, findings, alternatives),
    scorePlayer(game, 1, objectives, findings, alternatives),
  ];
  const heldTogether = game.players[0].objectivesHeld + game.players[1].objectivesHeld;
  if (heldTogether > objectives) {
    findings.push({
      code: 'objectives-exceed-total',
      severity: 'error',
      message: `The players together claim ${heldTogether} objectives held, but the game has only ${objectives}.`,
      rule: '7.0',
      path: 'players',
    });
  }
  if (game.entrenchedLines && game.scenario !== 'attack-defence') {
    findings.push({
      code: 'entrenched-lines-not-attack-defence',
      severity: 'warning',
      message: 'Continuous entrenched lines only change the exit bonus of an attack-defence game; here they change nothing.',
      rule: '7.0',
      path: 'entrenchedLines',
    });
  }
  if (players[0].name === players[1].name) {
    findings.push({
      code: 'same-player-names',
      severity: 'warning',
      message: `Both players are called "${players[0].name}", so the winner's name does not say who won.`,
      rule: null,
      path: 'players[1].name',
    });
  }
  const [a, b] = players;
  const draw = a.total === b.total;
  const winnerIndex = draw ? null : a.total > b.total ? 0 : 1;
  const reliedOn = [objectiveReading(game)];
  if (game.players.some((p) => p.exitedBrigade) && game.scenario === 'attack-defence' && game.entrenchedLines)
    reliedOn.push(EXIT_BONUS_REPLACES);
  if (game.players.some((p) => p.enemyBrigadesTested.green + p.enemyBrigadesTested.regularOrBetter > 0))
    reliedOn.push(RANDOM_TESTED_BY_GRADE_FOUND);
  if (game.scenario === 'attack-defence') reliedOn.push(DEFENDER_MAY_RECAPTURE);
  if (game.players.some((p) => reservesKept(p.reserveBrigadeKept) > 0)) reliedOn.push(RESERVE_SCORED_ONCE);
  if (findings.some((f) => claimCodes.has(f.code))) reliedOn.push(PENALTIES_ALWAYS_COUNT);
  if (game.players.some((p) => p.optionA && p.optionB && game.scenario === 'advance-to-contact' && p.role === 'high-scorer'))
    reliedOn.push(ONE_OPTION_IN_ADVANCE_TO_CONTACT);
  return {
    players,
    winner: winnerIndex === null ? null : players[winnerIndex].name,
    winnerIndex,
    draw,
    findings,
    ...splitReadings(reliedOn, alternatives),
  };
}

/** The game's result in one sentence, the winner's total first: "Ann wins, 12 to 8." or "A draw, 9 to 9." */
export function resultSentence(score: Pick<GameScore, 'players' | 'winnerIndex'>): string {
  const [a, b] = score.players;
  if (score.winnerIndex === null) return `A draw, ${a.total} to ${b.total}.`;
  const [winner, loser] = score.winnerIndex === 0 ? [a, b] : [b, a];
  return `${winner.name} wins, ${winner.total} to ${loser.total}.`;
}
