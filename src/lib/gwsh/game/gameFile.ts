/**
 * The game file (`gwsh-game`, version 1, docs/formats.md): what a victory-point calculation needs from a
 * finished game (GWSH 7.0). Parsed at the boundary with one-sentence errors that name the field, like
 * "players[1].objectivesHeld must be a whole number from 0 to 5". Unknown fields are errors.
 *
 * Optional: `objectives` (default 5), the number of game objectives, since a desert game has one fewer
 * than its Potential Objectives (4.3) and may have fewer than five; and `objectiveRule` (default "loose"),
 * the organiser's choice of reading for the +2 objective line of 7.0 (OBJECTIVE_LINE_LOOSE and
 * OBJECTIVE_LINE_STRICT in gameDayReadings.ts).
 */
import { jsonInput } from '../../files/jsonInput.ts';
import * as z from 'zod/mini';
import { lazySchema } from '../../files/lazySchema.ts';
import { gameRoles, MAX_RESERVES, objectiveRules, scenarioKinds } from './gameKinds.ts';

// The kinds are plain constants in their own module (no zod), for the pages that only name them.
export { gameRoles, objectiveRules, scenarioKinds, type GameRole, type ObjectiveRule, type ScenarioKind } from './gameKinds.ts';

function buildGameFileSchema() {
  const count = z.number().check(z.int(), z.minimum(0));

  const gamePlayerSchema = z.strictObject({
    name: z.string().check(z.trim(), z.minLength(1)),
    /** attacker/defender (attack-defence), high-scorer/low-scorer (advance to contact), null (mutual encounter). */
    role: z.nullable(z.enum(gameRoles)),
    /** Objectives held at the end of play (7.0, +2 each). */
    objectivesHeld: z.number().check(z.int(), z.minimum(0), z.maximum(5)),
    /** A brigade exited the enemy base line meeting every condition of 7.0. */
    exitedBrigade: z.boolean(),
    /** Enemy brigades this player forced to test morale, by grade. */
    enemyBrigadesTested: z.strictObject({ green: count, greenSecondTest: count, regularOrBetter: count }),
    optionA: z.boolean(),
    optionB: z.boolean(),
    /**
     * A regular, veteran or elite fighting brigade of 10+ stands kept off-table in reserve to the end: true
     * or false, or how many such brigades (reading RESERVE_SCORED_ONCE's alternative scores each).
     */
    reserveBrigadeKept: z.union([z.boolean(), z.number().check(z.int(), z.minimum(0), z.maximum(MAX_RESERVES))]),
  });

  return z.strictObject({
    format: z.literal('gwsh-game'),
    version: z.literal(1),
    scenario: z.enum(scenarioKinds),
    /** The attack-defence game featured continuous entrenched defensive lines (exit bonus +5). */
    entrenchedLines: z.boolean(),
    /** Game objectives (4.3): 5, or fewer in the desert. Optional; 5 when absent. */
    objectives: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(5))),
    /** The organiser's reading of the +2 objective line (7.0). Optional; "loose" when absent. */
    objectiveRule: z.optional(z.enum(objectiveRules)),
    players: z.tuple([gamePlayerSchema, gamePlayerSchema]),
  });
}

/** Built on first use (lazySchema.ts): a page that reads no game file never builds it. */
const gameFileSchema = lazySchema(buildGameFileSchema);

export type GameFile = z.infer<ReturnType<typeof buildGameFileSchema>>;
export type GamePlayer = GameFile['players'][number];

/** What each field must be, for messages: "<path> must be …". Keyed by the field's own name. */
const fieldRules: Record<string, string> = {
  format: 'must be "gwsh-game"',
  version: 'must be 1',
  scenario: `must be one of ${scenarioKinds.join(', ')}`,
  entrenchedLines: 'must be true or false',
  objectives: 'must be a whole number from 0 to 5',
  objectiveRule: `must be one of ${objectiveRules.join(', ')}`,
  players: 'must be a list of exactly two players',
  name: 'must be a name, not empty',
  role: `must be one of ${gameRoles.join(', ')} or null`,
  objectivesHeld: 'must be a whole number from 0 to 5',
  exitedBrigade: 'must be true or false',
  enemyBrigadesTested: 'must be an object with green, greenSecondTest and regularOrBetter',
  green: 'must be a whole number, 0 or more',
  greenSecondTest: 'must be a whole number, 0 or more',
  regularOrBetter: 'must be a whole number, 0 or more',
  optionA: 'must be true or false',
  optionB: 'must be true or false',
  reserveBrigadeKept: `must be true, false or how many such brigades, 0 to ${MAX_RESERVES}`,
};

/** players[1].enemyBrigadesTested.green */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)), '');
}

function has(input: unknown, path: readonly PropertyKey[]): boolean {
  let here: unknown = input;
  for (const key of path) {
    if (here === null || typeof here !== 'object' || !Object.hasOwn(here, key)) return false;
    here = (here as Record<PropertyKey, unknown>)[key];
  }
  return true;
}

function describe(issue: z.core.$ZodIssue, input: unknown): string {
  const path = issue.path;
  const where = fieldPath(path);
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.map((k) => `"${k}"`).join(', ');
    const plural = issue.keys.length > 1 ? 's' : '';
    return where ? `${where} has unknown field${plural} ${keys}` : `the game file has unknown field${plural} ${keys}`;
  }
  if (path.length === 0) return 'the game file must be a JSON object';
  const field = path.findLast((k) => typeof k === 'string');
  const rule = (field !== undefined && fieldRules[String(field)]) || 'is not valid';
  // A list entry (players[2]) rather than a field: say what the list must be.
  if (typeof path.at(-1) === 'number') return `${fieldPath(path.slice(0, -1))} ${fieldRules.players}`;
  if (!has(input, path)) return `${where} is missing; it ${rule}`;
  return `${where} ${rule}`;
}

export type ParsedGame = { ok: true; game: GameFile } | { ok: false; message: string; messages: string[] };

/** Parses a game file from its text or from already-parsed JSON. */
export function parseGameFile(input: unknown): ParsedGame {
  const read = jsonInput(input);
  if (!read.ok) {
    const message = `the game file is not valid JSON (${read.reason})`;
    return { ok: false, message, messages: [message] };
  }
  const json = read.json;
  const result = gameFileSchema().safeParse(json);
  if (result.success) return { ok: true, game: result.data };
  const messages = [...new Set(result.error.issues.map((issue) => describe(issue, json)))];
  return { ok: false, message: messages[0] ?? 'the game file is not valid', messages };
}
