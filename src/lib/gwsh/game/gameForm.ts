/**
 * The victory-point page's form (GWSH 7.0) and the game file (docs/formats.md) it reads and writes. The form
 * keeps numbers as typed; `gameFileFromForm` turns it into a game file with one sentence per bad field,
 * naming the player and the field, and `gameFormFromFile` fills the form from an imported file.
 */
import type { GameFile, GamePlayer, GameRole, ObjectiveRule, ScenarioKind } from './gameFile.ts';
import { parseWholeNumber } from '../../forms/wholeNumber.ts';
import { MAX_RESERVES, reservesKept, rolesOf } from './gameKinds.ts';
import { exitBonusConditions } from './victoryPoints.ts';

/**
 * The exit-bonus conditions a player ticks: every one but the first, which is about the player's role
 * and which the engine decides from the scenario.
 */
export const exitChecklist: readonly string[] = exitBonusConditions.slice(1);

export interface PlayerForm {
  name: string;
  role: GameRole | null;
  objectivesHeld: string;
  /** One tick per `exitChecklist` item; the brigade counts as exited only when all are ticked. */
  exitConditions: boolean[];
  green: string;
  greenSecondTest: string;
  regularOrBetter: string;
  optionA: boolean;
  optionB: boolean;
  /** Qualifying brigades kept in reserve (7.0), as typed. */
  reserveBrigades: string;
}

export interface GameForm {
  scenario: ScenarioKind;
  entrenchedLines: boolean;
  /** Game objectives (4.3): 5, fewer in the desert. */
  objectives: string;
  /** The organiser's reading of the +2 objective line (7.0). */
  objectiveRule: ObjectiveRule;
  players: [PlayerForm, PlayerForm];
}

const blankPlayer = (name: string, role: GameRole | null): PlayerForm => ({
  name,
  role,
  objectivesHeld: '0',
  exitConditions: exitChecklist.map(() => false),
  green: '0',
  greenSecondTest: '0',
  regularOrBetter: '0',
  optionA: false,
  optionB: false,
  reserveBrigades: '0',
});

/** A count of reserves as the game file writes it: true or false for one or none, the number when more. */
const reserveField = (count: number): boolean | number => (count > 1 ? count : count === 1);

export function defaultGameForm(): GameForm {
  const [first, second] = rolesOf['attack-defence'];
  return {
    scenario: 'attack-defence',
    entrenchedLines: false,
    objectives: '5',
    objectiveRule: 'loose',
    players: [blankPlayer('Player 1', first ?? null), blankPlayer('Player 2', second ?? null)],
  };
}

/** A new scenario gives both players that scenario's roles, the first player the first role. */
export function withScenario(form: GameForm, scenario: ScenarioKind): GameForm {
  const roles = rolesOf[scenario];
  const [p1, p2] = form.players;
  return {
    ...form,
    scenario,
    players: [
      { ...p1, role: roles[0] ?? null },
      { ...p2, role: roles[1] ?? null },
    ],
  };
}

export const exitedBrigade = (player: PlayerForm): boolean => player.exitConditions.length > 0 && player.exitConditions.every(Boolean);

export type FormToGame = { ok: true; game: GameFile } | { ok: false; messages: string[] };

/** The game file the form describes, or a message for every field that is not a valid number. */
export function gameFileFromForm(form: GameForm): FormToGame {
  const messages: string[] = [];
  const whole = (text: string, field: string, max: number): number => {
    const parsed = parseWholeNumber(text, field, 0, max);
    if (parsed.ok) return parsed.value;
    messages.push(parsed.message);
    return 0;
  };
  const objectives = whole(form.objectives, 'Game objectives', 5);
  const players = form.players.map((p, i): GamePlayer => {
    const who = `Player ${i + 1}${p.name.trim() ? ` (${p.name.trim()})` : ''}`;
    if (!p.name.trim()) messages.push(`${who}: the name must not be empty.`);
    return {
      name: p.name.trim(),
      role: p.role,
      objectivesHeld: whole(p.objectivesHeld, `${who}: objectives held`, 5),
      exitedBrigade: exitedBrigade(p),
      enemyBrigadesTested: {
        green: whole(p.green, `${who}: enemy green brigades tested`, 99),
        greenSecondTest: whole(p.greenSecondTest, `${who}: enemy green brigades tested a second time`, 99),
        regularOrBetter: whole(p.regularOrBetter, `${who}: enemy regular, veteran or elite brigades tested`, 99),
      },
      optionA: p.optionA,
      optionB: p.optionB,
      // One or none is written as older files have it (true or false); a count only when there are more.
      reserveBrigadeKept: reserveField(whole(p.reserveBrigades, `${who}: brigades kept in reserve`, MAX_RESERVES)),
    };
  }) as [GamePlayer, GamePlayer];
  if (messages.length > 0) return { ok: false, messages };
  // Every field is checked above as a file's would be, so the page never scores what the command line would
  // refuse; the fuzz test checks that the game file's schema takes every game built here as it is. No
  // schema here, so the page loads none until a file is imported.
  const game: GameFile = {
    format: 'gwsh-game',
    version: 1,
    scenario: form.scenario,
    entrenchedLines: form.entrenchedLines,
    ...(objectives !== 5 && { objectives }),
    ...(form.objectiveRule !== 'loose' && { objectiveRule: form.objectiveRule }),
    players,
  };
  return { ok: true, game };
}

/** The form for an imported game file: the exit checklist is all ticked where the file claims the bonus. */
export function gameFormFromFile(game: GameFile): GameForm {
  const player = (p: GamePlayer): PlayerForm => ({
    name: p.name,
    role: p.role,
    objectivesHeld: String(p.objectivesHeld),
    exitConditions: exitChecklist.map(() => p.exitedBrigade),
    green: String(p.enemyBrigadesTested.green),
    greenSecondTest: String(p.enemyBrigadesTested.greenSecondTest),
    regularOrBetter: String(p.enemyBrigadesTested.regularOrBetter),
    optionA: p.optionA,
    optionB: p.optionB,
    reserveBrigades: String(reservesKept(p.reserveBrigadeKept)),
  });
  return {
    scenario: game.scenario,
    entrenchedLines: game.entrenchedLines,
    objectives: String(game.objectives ?? 5),
    objectiveRule: game.objectiveRule ?? 'loose',
    players: [player(game.players[0]), player(game.players[1])],
  };
}

/** The game file as written to disk: the shape of docs/formats.md, two-space indented. */
export const gameFileText = (game: GameFile): string => `${JSON.stringify(game, null, 2)}\n`;
