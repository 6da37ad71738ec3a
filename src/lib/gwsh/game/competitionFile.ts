/**
 * The competition event file (`gwsh-competition`, version 1; GWSH 7.1, competition.ts): its schema and
 * its reader, with a one-sentence message naming the field. Apart from the table's logic, so that the
 * victory points page loads zod only when a saved or imported event is read.
 */
import { jsonInput } from '../../files/jsonInput.ts';
import * as z from 'zod/mini';
import { lazySchema } from '../../files/lazySchema.ts';
import { checked, type CompetitionEvent } from './competition.ts';
import { fieldPath } from './gameFile.ts';

function buildEventSchemas() {
  const name = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));
  return {
    /** The event without its rounds' contents, which are read one at a time (`round`). */
    head: z.strictObject({
      format: z.literal('gwsh-competition'),
      version: z.literal(1),
      name,
      players: z.array(name),
      rounds: z.array(z.unknown()),
    }),
    round: z.strictObject({
      label: name,
      /** Each player's game score (the 7.0 total, not yet clamped). */
      scores: z.array(z.strictObject({ player: name, gameScore: z.number().check(z.int()) })),
    }),
  };
}

/** Built on first use (lazySchema.ts): a page with no saved or imported event never builds them. */
const eventSchemas = lazySchema(buildEventSchemas);

export type { CompetitionEvent } from './competition.ts';

export type ParsedEvent = { ok: true; event: CompetitionEvent } | { ok: false; message: string };

type Round = CompetitionEvent['rounds'][number];
type Read<T> = { ok: true; value: T } | { ok: false; message: string };
type Issue = z.core.$ZodIssue;

/** The first problem zod found, as one sentence naming the field; `at` is where the part read sits in the file. */
function issueMessage(issue: Issue, at: readonly PropertyKey[]): string {
  const path = [...at, ...issue.path];
  const where = fieldPath(path) || 'the event file';
  if (issue.code === 'unrecognized_keys') return `${where} has unknown field(s) ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
  const last = path.at(-1);
  const rule =
    last === 'format'
      ? 'must be "gwsh-competition"'
      : last === 'version'
        ? 'must be 1'
        : last === 'gameScore'
          ? 'must be a whole number'
          : path.length === 0
            ? 'must be a JSON object'
            : typeof last === 'number' && path.at(-2) === 'players'
              ? 'must be a name of 1 to 100 characters'
              : last === 'name' || last === 'label' || last === 'player'
                ? 'must be a name of 1 to 100 characters'
                : last === 'players' || last === 'rounds' || last === 'scores'
                  ? 'must be a list'
                  : 'must be an object of the documented shape';
  return `${where} ${rule}`;
}

function readHead(input: unknown): Read<z.infer<ReturnType<typeof buildEventSchemas>['head']>> {
  const read = jsonInput(input);
  if (!read.ok) return { ok: false, message: `the event file is not valid JSON (${read.reason})` };
  const result = eventSchemas().head.safeParse(read.json);
  return result.success ? { ok: true, value: result.data } : { ok: false, message: issueMessage(result.error.issues[0]!, []) };
}

function readRound(round: unknown, index: number): Read<Round> {
  const result = eventSchemas().round.safeParse(round);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, message: issueMessage(result.error.issues[0]!, ['rounds', index]) };
}

function assemble(head: { name: string; players: string[] }, rounds: readonly Read<Round>[]): ParsedEvent {
  const read: Round[] = [];
  for (const r of rounds) {
    if (!r.ok) return r;
    read.push(r.value);
  }
  return checked({ format: 'gwsh-competition', version: 1, name: head.name, players: head.players, rounds: read });
}

/** Reads an event back from JSON text (or parsed JSON), with a one-sentence message naming the field. */
export function parseEvent(input: unknown): ParsedEvent {
  const head = readHead(input);
  return head.ok ? assemble(head.value, head.value.rounds.map(readRound)) : head;
}

/**
 * The same reading with the rounds read in steps: `inSteps` maps over them as the page likes (giving the
 * page back between slices, src/components/shared/eachYielding.ts), so a file of a thousand players
 * and twenty rounds is never read in one long task.
 */
export async function parseEventInSteps(
  input: unknown,
  inSteps: (rounds: readonly unknown[], read: (round: unknown, index: number) => Read<Round>) => Promise<Read<Round>[]>,
): Promise<ParsedEvent> {
  const head = readHead(input);
  return head.ok ? assemble(head.value, await inSteps(head.value.rounds, readRound)) : head;
}
