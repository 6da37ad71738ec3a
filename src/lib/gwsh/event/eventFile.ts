/**
 * Reading an event file (`gwsh-competition`, docs/formats.md): version 2 as written by the event page and
 * `gwsh event`, and version 1 (players and scores by round, from the victory points page's old running
 * table), which opens as an event with no pairings, each score kept as a score without an opponent. Every problem is one
 * sentence naming the field.
 */
import * as z from 'zod/mini';
import { jsonInput } from '../../files/jsonInput.ts';
import { withoutBidiControls } from '../../files/terminalText.ts';
import { lazySchema } from '../../files/lazySchema.ts';
import { fieldPath } from '../game/gameFile.ts';
import { parseRulesPack } from '../rulesPack.ts';
import { eventFromRunningTable, type RunningTable } from './eventLookup.ts';
import { eventSizeProblem } from './eventSize.ts';
import { MAX_PLAYER_LISTS } from './eventEdits.ts';
import { eventProblems } from './eventProblems.ts';
import { MAX_REPORTS } from './reportedResults.ts';
import { RESULT_CODE_LIMITS } from './resultCode.ts';
import { CLOCK_MINUTES } from './roundClock.ts';
import { parseListFile, type GwshList } from '../list/listFile.ts';
import { listParts, listTypes } from '../list/listFormat.ts';
import { fronts } from '../front.ts';
import {
  EVENT_FORMAT,
  EVENT_VERSION,
  defaultPairing,
  eventSides,
  tieBreakers,
  type CompetitionEvent,
  type EventPlayer,
  type EventRound,
} from './event.ts';

export type ParsedEvent = { ok: true; event: CompetitionEvent } | { ok: false; message: string };

const MAX_NAME = 100;

function buildSchemas() {
  // Names lose text-direction controls, which would turn the page's own text around them (and the saved pages').
  const name = z.string().check(z.overwrite(withoutBidiControls), z.trim(), z.minLength(1), z.maxLength(MAX_NAME));
  // "__proto__" names an object's prototype, not a key: a player of that id would lose every score kept by id.
  const id = z.string().check(
    z.minLength(1),
    z.maxLength(MAX_NAME),
    z.refine((s) => s !== '__proto__'),
  );
  const score = z.number().check(z.int(), z.minimum(-999), z.maximum(999));
  const paired = z.strictObject({
    table: z.number().check(z.int(), z.minimum(1), z.maximum(10_000)),
    allied: id,
    axis: id,
    scores: z._default(z.nullable(z.record(z.string(), z.nullable(score))), null),
    scenario: z.optional(
      z.strictObject({
        a: id,
        period: z.string(),
        theatre: z.string(),
        dice: z.array(z.number().check(z.int(), z.minimum(1), z.maximum(6))).check(z.maxLength(200)),
      }),
    ),
  });
  const reportedScore = z.number().check(z.int(), z.minimum(0), z.maximum(RESULT_CODE_LIMITS.score));
  const game = z.union([paired, z.strictObject({ bye: id }), z.strictObject({ player: id, score })]);
  return {
    version: z.looseObject({ format: z.literal(EVENT_FORMAT), version: z.union([z.literal(1), z.literal(EVENT_VERSION)]) }),
    v2: z.strictObject({
      format: z.literal(EVENT_FORMAT),
      version: z.literal(EVENT_VERSION),
      name,
      year: z._default(z.nullable(z.number().check(z.int(), z.minimum(1914), z.maximum(1918))), null),
      front: z.optional(z.enum(fronts)),
      dataVersion: z._default(z.nullable(z.string().check(z.maxLength(20))), null),
      rulesPack: z._default(z.nullable(z.unknown()), null),
      pairing: z._default(
        z.strictObject({
          avoidSameClub: z._default(z.boolean(), defaultPairing.avoidSameClub),
          byeScore: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(12)), defaultPairing.byeScore),
          seed: z._default(z.number().check(z.int()), defaultPairing.seed),
        }),
        { ...defaultPairing },
      ),
      tieBreakers: z._default(z.array(z.enum(tieBreakers)), [...tieBreakers]),
      players: z.array(
        z.strictObject({
          id,
          name,
          club: z._default(z.nullable(z.string().check(z.overwrite(withoutBidiControls), z.trim(), z.maxLength(MAX_NAME))), null),
          side: z.enum(eventSides),
          nation: z._default(z.nullable(z.string().check(z.maxLength(40))), null),
          dropped: z.optional(z.boolean()),
          // Each read as a list file below, so a problem is named as that file's reader names it.
          lists: z.optional(z.array(z.unknown()).check(z.maxLength(MAX_PLAYER_LISTS))),
        }),
      ),
      listsAsked: z.optional(
        z.array(z.strictObject({ list: z.enum(listTypes), part: z.enum(listParts) })).check(z.minLength(1), z.maxLength(9)),
      ),
      // Each round is read on its own (roundV2), so a long file is read a round at a time.
      rounds: z.array(z.unknown()),
      adjustments: z._default(
        z.array(
          z.strictObject({
            player: id,
            round: z.number().check(z.int(), z.minimum(1)),
            points: score,
            reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
          }),
        ),
        [],
      ),
      standingsHidden: z._default(z.boolean(), false),
      reports: z.optional(
        z
          .array(
            z.strictObject({
              round: z.number().check(z.int(), z.minimum(1)),
              table: z.number().check(z.int(), z.minimum(1), z.maximum(10_000)),
              by: z.enum(['allied', 'axis']),
              allied: reportedScore,
              axis: reportedScore,
            }),
          )
          .check(z.maxLength(MAX_REPORTS)),
      ),
      clock: z.optional(
        z.strictObject({
          minutes: z.number().check(z.int(), z.minimum(CLOCK_MINUTES.min), z.maximum(CLOCK_MINUTES.max)),
          elapsed: z.number().check(z.int(), z.minimum(0)),
          runningSince: z.nullable(z.number().check(z.int(), z.minimum(0))),
        }),
      ),
    }),
    v1: z.strictObject({
      format: z.literal(EVENT_FORMAT),
      version: z.literal(1),
      name,
      players: z.array(name),
      rounds: z.array(z.unknown()),
    }),
    roundV2: z.strictObject({ label: name, games: z.array(game) }),
    roundV1: z.strictObject({ label: name, scores: z.array(z.strictObject({ player: name, gameScore: score })) }),
  };
}

const schemas = lazySchema(buildSchemas);

/** What each field must be, by its name, for the one sentence a problem gets. */
const fieldRules: Record<string, string> = {
  format: `must be "${EVENT_FORMAT}"`,
  version: `must be 1 or ${EVENT_VERSION}`,
  name: `must be a name of 1 to ${MAX_NAME} characters`,
  label: `must be a name of 1 to ${MAX_NAME} characters`,
  year: 'must be a year from 1914 to 1918, or null',
  front: `must be ${fronts.map((f) => `"${f}"`).join(', ')}, or left out`,
  dataVersion: 'must be a data version such as "1.2.2", or null',
  avoidSameClub: 'must be true or false',
  byeScore: 'must be a whole number from 0 to 12',
  seed: 'must be a whole number',
  tieBreakers: `must list tie-breakers among ${tieBreakers.map((t) => `"${t}"`).join(', ')}`,
  id: `must be an id of 1 to ${MAX_NAME} characters, and not "__proto__"`,
  club: `must be a club name of up to ${MAX_NAME} characters, or null`,
  side: 'must be "allied", "axis" or "either"',
  nation: 'must be a nation id such as "germany", or null',
  dropped: 'must be true or false',
  games: 'must list games ({ "table", "allied", "axis", "scores" }), byes ({ "bye" }) or scores ({ "player", "score" })',
  table: 'must be a table number from 1',
  scores: "must give each player's game score as a whole number, or null until the game is scored",
  score: 'must be a whole number',
  gameScore: 'must be a whole number',
  round: 'must be a round number from 1',
  points: 'must be a whole number',
  reason: 'must say why, in 1 to 200 characters',
  standingsHidden: 'must be true or false',
  lists: `must be a list of at most ${MAX_PLAYER_LISTS} gwsh-list files`,
  listsAsked:
    'must list the lists asked for, each { "list": "defend", "attack" or "encounter", "part": "basic", "option-a" or "option-b" }',
  list: 'must be "defend", "attack" or "encounter"',
  part: 'must be "basic", "option-a" or "option-b"',
  players: 'must be a list of players',
  rounds: 'must be a list of rounds',
  adjustments: 'must be a list of adjustments',
  reports: `must be a list of at most ${MAX_REPORTS} reported results, each { "round", "table", "by": "allied" or "axis", "allied", "axis" }`,
  by: 'must be "allied" or "axis"',
  clock: `must be a round clock { "minutes" (${CLOCK_MINUTES.min} to ${CLOCK_MINUTES.max}), "elapsed", "runningSince" }`,
  minutes: `must be a whole number of minutes from ${CLOCK_MINUTES.min} to ${CLOCK_MINUTES.max}`,
  elapsed: 'must be a whole number of milliseconds from 0',
  runningSince: 'must be a time in milliseconds since 1970, or null while paused',
};

function describe(issue: z.core.$ZodIssue): string {
  const path = issue.path;
  const where = fieldPath(path) || 'the event file';
  if (issue.code === 'unrecognized_keys') return `${where} has unknown field(s) ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
  if (path.length === 0) return 'the event file must be a JSON object';
  if (issue.code === 'invalid_union' && path.at(-2) === 'games') return `${where} ${fieldRules.games}`;
  const field = path.findLast((k) => typeof k === 'string');
  return `${where} ${(field !== undefined && fieldRules[String(field)]) || 'is not of the documented shape'}`;
}

/** The first problem zod found in a part of the file that sits at `at`. */
const problemAt = (issue: z.core.$ZodIssue, at: readonly PropertyKey[]): { ok: false; message: string } => ({
  ok: false,
  message: describe({ ...issue, path: [...at, ...issue.path] }),
});

/**
 * Reads an event from its text or parsed JSON, one piece at a time: the generator yields after each round
 * and each player's lists, so a page can give itself back between them (a 1,000-player event of 20 rounds
 * is a second's reading on a slow phone). The result is the event, or one sentence naming the first problem.
 */
export function* readEventSteps(input: unknown): Generator<void, ParsedEvent> {
  const read = jsonInput(input);
  if (!read.ok) return { ok: false, message: `the event file is not valid JSON (${read.reason})` };
  yield;
  const head = schemas().version.safeParse(read.json);
  if (!head.success) return { ok: false, message: describe(head.error.issues[0]!) };
  const shape = head.data.version === 1 ? schemas().v1 : schemas().v2;
  const whole = shape.safeParse(read.json);
  if (!whole.success) return { ok: false, message: describe(whole.error.issues[0]!) };
  // The size caps first, so an oversized file is refused before its rounds are read.
  const adjustments = whole.data.version === 2 ? whole.data.adjustments.length : 0;
  const tooLarge = eventSizeProblem(whole.data.players.length, whole.data.rounds.length, adjustments);
  if (tooLarge) return { ok: false, message: tooLarge };
  let event: CompetitionEvent;
  if (whole.data.version === 1) {
    const rounds: RunningTable['rounds'] = [];
    for (const [r, input] of whole.data.rounds.entries()) {
      yield;
      const round = schemas().roundV1.safeParse(input);
      if (!round.success) return problemAt(round.error.issues[0]!, ['rounds', r]);
      rounds.push(round.data);
    }
    event = eventFromRunningTable({ ...whole.data, rounds });
  } else {
    const v2 = whole.data;
    let rulesPack = null;
    if (v2.rulesPack !== null) {
      const pack = parseRulesPack(v2.rulesPack);
      if (!pack.ok) return { ok: false, message: `rulesPack: ${pack.message}` };
      rulesPack = pack.pack;
    }
    // Each player's lists, read by the list file's own reader.
    const players: EventPlayer[] = [];
    for (const [i, { lists: inputs, ...player }] of v2.players.entries()) {
      if (inputs === undefined) {
        players.push(player);
        continue;
      }
      yield;
      const lists: GwshList[] = [];
      for (const [j, input] of inputs.entries()) {
        const list = parseListFile(input);
        if (!list.ok) return { ok: false, message: `players[${i}].lists[${j}]: ${list.error.replace(/\.$/, '')}` };
        lists.push(list.list);
      }
      players.push({ ...player, lists });
    }
    const rounds: EventRound[] = [];
    for (const [r, input] of v2.rounds.entries()) {
      yield;
      const round = schemas().roundV2.safeParse(input);
      if (!round.success) return problemAt(round.error.issues[0]!, ['rounds', r]);
      // A game not yet scored may be written with "scores": null; it is held as each player's null.
      const games = round.data.games.map((g) => ('allied' in g ? { ...g, scores: g.scores ?? { [g.allied]: null, [g.axis]: null } } : g));
      rounds.push({ ...round.data, games });
    }
    event = { ...v2, players, rulesPack, rounds } as CompetitionEvent;
  }
  yield;
  const [problem] = eventProblems(event);
  return problem ? { ok: false, message: problem } : { ok: true, event };
}

/** Reads an event from its text or parsed JSON at once (readEventSteps, run to its end). */
export function parseEvent(input: unknown): ParsedEvent {
  const steps = readEventSteps(input);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
