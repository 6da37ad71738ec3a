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

function buildEventSchema() {
  const name = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));

  return z.strictObject({
    format: z.literal('gwsh-competition'),
    version: z.literal(1),
    name,
    players: z.array(name),
    rounds: z.array(
      z.strictObject({
        label: name,
        /** Each player's game score (the 7.0 total, not yet clamped). */
        scores: z.array(z.strictObject({ player: name, gameScore: z.number().check(z.int()) })),
      }),
    ),
  });
}

/** Built on first use (lazySchema.ts): a page with no saved or imported event never builds it. */
const competitionEventSchema = lazySchema(buildEventSchema);

export type { CompetitionEvent } from './competition.ts';

export type ParsedEvent = { ok: true; event: CompetitionEvent } | { ok: false; message: string };

/** Reads an event back from JSON text (or parsed JSON), with a one-sentence message naming the field. */
export function parseEvent(input: unknown): ParsedEvent {
  const read = jsonInput(input);
  if (!read.ok) return { ok: false, message: `the event file is not valid JSON (${read.reason})` };
  const json = read.json;
  const result = competitionEventSchema().safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const where = fieldPath(issue.path) || 'the event file';
    if (issue.code === 'unrecognized_keys')
      return { ok: false, message: `${where} has unknown field(s) ${issue.keys.map((k) => `"${k}"`).join(', ')}` };
    const last = issue.path.at(-1);
    const rule =
      last === 'format'
        ? 'must be "gwsh-competition"'
        : last === 'version'
          ? 'must be 1'
          : last === 'gameScore'
            ? 'must be a whole number'
            : issue.path.length === 0
              ? 'must be a JSON object'
              : typeof last === 'number' && issue.path.at(-2) === 'players'
                ? 'must be a name of 1 to 100 characters'
                : last === 'name' || last === 'label' || last === 'player'
                  ? 'must be a name of 1 to 100 characters'
                  : last === 'players' || last === 'rounds' || last === 'scores'
                    ? 'must be a list'
                    : 'must be an object of the documented shape';
    return { ok: false, message: `${where} ${rule}` };
  }
  return checked(result.data);
}
