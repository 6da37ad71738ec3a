/**
 * The `gwsh-list` file, version 1 (docs/formats.md): how players save, share and submit a list. Read at the
 * boundary with one clear sentence naming the field when it is wrong; written in one canonical form. Its
 * fixed values (names, choices, bounds) are in listFormat.ts.
 */
import { listLines } from './listCap.ts';
import { jsonInput } from '../../files/jsonInput.ts';
import { lazySchema } from '../../files/lazySchema.ts';
import * as z from 'zod/mini';
import { fronts } from '../front.ts';
import { FIRST_GAME_YEAR, LAST_GAME_YEAR } from '../gameYears.ts';
import { cappedProblems, describeListIssues, unknownIdProblems } from './listFileIssues.ts';
import type { KnownIds } from './unitRows.ts';
import {
  divisionGrades,
  grades,
  LIST_FORMAT,
  LIST_FORMAT_VERSION,
  listParts,
  listTypes,
  MAX_BRIGADES,
  MAX_COUNT,
  MAX_ENTRIES,
  MAX_NAME_LENGTH,
  MAX_STAND_LINES,
  OVERSIZED_MAX_BRIGADES,
  OVERSIZED_MAX_LINES,
} from './listFormat.ts';
import { thousands } from '../../numbers/wording.ts';

/** The schema of a whole file; `maxBrigades` is raised only to read a list past the cap so that it can be split. */
function buildListFileSchema(maxBrigades = MAX_BRIGADES) {
  const name = z.string().check(z.maxLength(MAX_NAME_LENGTH));
  /** A table row id. Not checked against the data here: an id the data lacks is a finding, not a bad file. */
  const rowId = z.string().check(z.minLength(1), z.maxLength(MAX_NAME_LENGTH));
  const count = z.number().check(z.int(), z.minimum(0), z.maximum(MAX_COUNT));
  const entries = <T extends z.ZodMiniType>(item: T) => z.array(item).check(z.maxLength(MAX_ENTRIES));

  const standSchema = z.strictObject({
    /** A row id of the nation's troop-cost table or of the generic troop table (10.5). */
    unit: rowId,
    count,
  });

  const brigadeSchema = z.strictObject({
    name,
    grade: z.enum(grades),
    /** Off-table artillery formation, costed 20 % less (8.2.2, 10.2). Absent means on table. */
    offTable: z.optional(z.boolean()),
    stands: entries(standSchema),
  });

  return z.strictObject({
    format: z.literal(LIST_FORMAT),
    version: z.literal(LIST_FORMAT_VERSION),
    /**
     * The data version (src/content/data-changelog.json) the list was built on. A saved list
     * records it, so that a later change to a row it uses is reported, never applied silently. Optional so
     * that a list typed by hand still reads; the page and `serialiseList` callers fill it in.
     */
    dataVersion: z.optional(z.string().check(z.minLength(1), z.maxLength(MAX_NAME_LENGTH))),
    name: z.optional(name),
    /** The player's name, for rosters and organisers. */
    player: z.optional(name),
    /** A row id of the nations table; an id it lacks is a finding (unknown-nation), not a bad file. */
    nation: rowId,
    year: z.number().check(z.int(), z.minimum(FIRST_GAME_YEAR), z.maximum(LAST_GAME_YEAR)),
    list: z.enum(listTypes),
    part: z.enum(listParts),
    /** GWSH 9.0, 10.1: absent means `mixed`, which requires Regular artillery and FOOs. */
    divisionGrade: z.optional(z.enum(divisionGrades)),
    /** Where the game is fought (front.ts); absent: the checks that need it are skipped, and the result says so. */
    theatre: z.optional(z.enum(fronts)),
    brigades: z.array(brigadeSchema).check(z.maxLength(maxBrigades)),
    /** Aircraft table row ids (10.4). */
    aircraft: z.optional(entries(z.strictObject({ type: rowId, count }))),
    /** Generic defences and gas fire missions (10.5.1); see readings.ts for why gas is bought here. */
    defences: z.optional(entries(z.strictObject({ item: rowId, count }))),
  });
}

/** Built on first use (lazySchema.ts): a page that reads no list never builds it. */
export const listFileSchema = lazySchema(() => buildListFileSchema());
const oversizedSchema = lazySchema(() => buildListFileSchema(OVERSIZED_MAX_BRIGADES));

export type GwshList = z.infer<ReturnType<typeof buildListFileSchema>>;
export type Brigade = GwshList['brigades'][number];
export type Stand = Brigade['stands'][number];

/**
 * A list that could not be read: `error` says it all in one text; `problems`, when the file's fields are at
 * fault, holds one sentence each; `player` is the name the file gives, so an organiser knows whose it is.
 */
export type ListFailure = { ok: false; error: string; problems?: readonly string[]; player?: string };
export type ParsedList = { ok: true; list: GwshList } | ListFailure;

const fail = (error: string): ParsedList => ({ ok: false, error });

/** A value as it would appear in the file, cut short; never throws (a caller may pass what JSON cannot hold). */
function shortJson(value: unknown): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(value);
  } catch {
    text = undefined;
  }
  if (text === undefined) return value === undefined ? 'nothing' : `a ${typeof value}`;
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

/** What a file claims to be, checked first so that the message is about that and not a later field. */
function checkEnvelope(json: unknown): string | null {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return 'Not a gwsh-list file: it must be a JSON object ({ ... }).';
  }
  const { format, version } = json as { format?: unknown; version?: unknown };
  if (format !== LIST_FORMAT) return `Not a gwsh-list file: "format" must be "${LIST_FORMAT}".`;
  if (typeof version === 'number' && Number.isInteger(version) && version > LIST_FORMAT_VERSION) {
    return `This list was saved in version ${version} of the format; this site reads version ${LIST_FORMAT_VERSION}.`;
  }
  if (version !== LIST_FORMAT_VERSION) {
    return `"version" must be ${LIST_FORMAT_VERSION} (got ${shortJson(version)}).`;
  }
  return null;
}

/**
 * Reads a list from file text or already-parsed JSON. Never throws. With `known` (the tables' ids), a file
 * refused for its fields also names the ids no table has: a list that reads is costed, and its costing
 * reports those.
 */
export function parseListFile(input: unknown, known?: KnownIds): ParsedList {
  const read = jsonInput(input);
  if (!read.ok) return fail(`The file is not valid JSON (${read.reason}).`);
  const json = read.json;
  const envelopeError = checkEnvelope(json);
  if (envelopeError) return fail(envelopeError);
  const result = listFileSchema().safeParse(json);
  if (!result.success) {
    const problems = cappedProblems([...describeListIssues(result.error.issues, json), ...(known ? unknownIdProblems(json, known) : [])]);
    const { player } = json as { player?: unknown };
    return { ok: false, error: problems.join(' '), problems, ...(typeof player === 'string' && player.trim() && { player }) };
  }
  const lines = listLines(result.data);
  if (lines > MAX_STAND_LINES) {
    return fail(
      `The list has ${thousands(lines)} lines (stands, aircraft and defences together); a list may have at most ${thousands(MAX_STAND_LINES)}, far more than any real force.`,
    );
  }
  return { ok: true, list: result.data };
}

/**
 * A list past the cap, as an older version of the site could make one, read so that it can be split
 * (listCap.ts, splitList) rather than lost: null when the input is not such a list (within the cap, larger
 * than any list could have been, or not a list file). Every field is checked as parseListFile checks it.
 */
export function parseOversizedList(input: unknown): GwshList | null {
  const read = jsonInput(input);
  if (!read.ok || checkEnvelope(read.json)) return null;
  const result = oversizedSchema().safeParse(read.json);
  if (!result.success) return null;
  const list = result.data;
  const lines = listLines(list);
  const past = list.brigades.length > MAX_BRIGADES || lines > MAX_STAND_LINES;
  return past && lines <= OVERSIZED_MAX_LINES ? list : null;
}

/**
 * The canonical file text: fixed field order, two-space indent, a final newline. Optional fields that are
 * absent stay absent, except `offTable`, `aircraft` and `defences`, which are always written.
 */
export function serialiseList(list: GwshList): string {
  const canonical = {
    format: LIST_FORMAT,
    version: LIST_FORMAT_VERSION,
    ...(list.dataVersion !== undefined && { dataVersion: list.dataVersion }),
    ...(list.name !== undefined && { name: list.name }),
    ...(list.player !== undefined && { player: list.player }),
    nation: list.nation,
    year: list.year,
    list: list.list,
    part: list.part,
    ...(list.divisionGrade !== undefined && { divisionGrade: list.divisionGrade }),
    ...(list.theatre !== undefined && { theatre: list.theatre }),
    brigades: list.brigades.map((b) => ({
      name: b.name,
      grade: b.grade,
      offTable: b.offTable ?? false,
      stands: b.stands.map((s) => ({ unit: s.unit, count: s.count })),
    })),
    aircraft: (list.aircraft ?? []).map((a) => ({ type: a.type, count: a.count })),
    defences: (list.defences ?? []).map((d) => ({ item: d.item, count: d.count })),
  };
  return `${JSON.stringify(canonical, null, 2)}\n`;
}
