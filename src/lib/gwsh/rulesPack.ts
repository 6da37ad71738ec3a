/**
 * The rules pack (`gwsh-rules-pack`, version 1, docs/formats.md): an event's choices where the GWSH text
 * reads two ways or leaves the matter to the organiser (9.0). It names the event, takes the alternative of
 * any switchable reading, may fix the aircraft maximum (10.4), and carries agreed exceptions as text that
 * is shown, never interpreted. Parsed at the boundary with one sentence that names the field.
 */
import * as z from 'zod/mini';
import { jsonInput } from '../files/jsonInput.ts';
import { withoutBidiControls } from '../files/terminalText.ts';
import { lazySchema } from '../files/lazySchema.ts';
import { decodeShare, encodeShare } from '../share/link.ts';
import type { GameFile, ObjectiveRule } from './game/gameFile.ts';
import { packAlternatives, type ActivePack } from './packInForce.ts';

/** A reading an event may switch, and what its alternative does in a few words (the pack's summary and form). */
export interface SwitchableReading {
  /** The id of a reading of list/readings.ts or game/gameDayReadings.ts (a unit test holds them to it). */
  id: string;
  rule: string;
  alternative: string;
}

/**
 * The readings an event may switch: those whose alternative is one definite rule the engine applies.
 * Where a reading's alternative is several choices, or a matter the players settle at the table, it is
 * shown but not switchable. Named by id, not imported: a page that only reads a pack does not load the
 * readings' explanations with it.
 */
export const switchableReadings: readonly SwitchableReading[] = (
  [
    ['off-table-after-quality', '10.2', 'Off-table artillery pays the quality percentage less 20 points'],
    ['foo-is-a-ground-unit', '10.2', 'An Artillery FOO costs a flat 10 points, never multiplied or discounted'],
    ['foo-off-table-with-its-brigade', '10.2', 'A FOO with off-table guns pays its on-table price; only the guns are discounted'],
    ['totals-compared-exactly', '3.0', "A list's total is rounded to the nearest point before it is compared with its limit"],
    ['western-front-1914-light-only', '3.0', 'A 1914 western-front Defend list may buy every work of 10.3'],
    ['objective-line-loose', '7.0', 'An objective scores +2 only as the +2 line is written (strict)'],
    ['reserve-scored-once', '7.0', 'A player scores +1 for each qualifying brigade kept in reserve to the end'],
    ['exit-bonus-replaces', '7.0', 'An exit through continuous entrenched lines scores both lines, +3 and +5 = +8'],
    ['turkish-1918-arabs-one-row', '10.5.2', 'Turkey’s "1918 Arabs/3rd line reserves" may be bought in any year, as 3rd line reserves'],
    ['force-is-basic-and-one-option', '8.2.1', 'Gas and aircraft limits are checked on each list on its own, never on a force'],
    ['hq-group-not-a-brigade', '9.0', 'A group with any stand besides its HQs counts as one of the division’s two brigades'],
    ['strategic-dash-not-available', '5.0', 'A dash in the strategic situation table is a modifier of 0: the nation may play that year'],
    ['single-stand-pre-planning', '8.2.1', 'An off-table single brigade-level support stand pre-plans without limit'],
    ['no-rain-in-desert', '4.4', 'Players roll for rain on a desert battlefield as elsewhere'],
    ['desert-objectives', '4.3', 'A desert game has five objectives, however many Potential Objectives the table has'],
    ['trench-front-encounter', '5.0', 'Another trench-bound front keeps its encounters, played with both Attack lists'],
    ['any-group-is-a-brigade', '9.0', 'Only groups on the table count towards the division’s two brigades'],
    ['hq-costed-zero', '9.0', "A Division or Corps HQ costs what the nation's infantry HQ stand costs, multiplied"],
    ['one-option-in-advance-to-contact', '6.2.1', 'In an advance to contact the high scorer may use his free Option A and an Option B'],
    ['static-defences-not-bought', '10.3', 'Static periods: field works bought with points are allowed on top of the main rules’ own'],
    ['infantry-guns-integral', '3.0', 'Infantry guns are artillery wherever listed: no entrenchment, the artillery grade'],
  ] as const
).map(([id, rule, alternative]) => ({ id, rule, alternative }));
const OBJECTIVE_LINE = 'objective-line-loose';

export const RULES_PACK_FORMAT = 'gwsh-rules-pack';
/** The link fragment's kind and version: `#rules-pack=1.…` (src/lib/share/link.ts). */
const LINK_KIND = 'rules-pack';
const LINK_VERSION = 1;

export const MAX_EXCEPTIONS = 20;
export const MAX_EXCEPTION_LENGTH = 500;
export const MAX_NAME_LENGTH = 100;

function buildSchema() {
  return z.strictObject({
    format: z.literal(RULES_PACK_FORMAT),
    version: z.literal(1),
    name: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_NAME_LENGTH)),
    readings: z.optional(z.record(z.string(), z.enum(['site', 'alternative']))),
    maxAircraft: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(99))),
    exceptions: z.optional(
      z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_EXCEPTION_LENGTH))).check(z.maxLength(MAX_EXCEPTIONS)),
    ),
  });
}

const schema = lazySchema(buildSchema);

export type RulesPack = z.infer<ReturnType<typeof buildSchema>>;
export type ParsedRulesPack = { ok: true; pack: RulesPack } | { ok: false; message: string };

const fieldRules: Record<string, string> = {
  format: `must be "${RULES_PACK_FORMAT}"`,
  version: 'must be 1',
  name: `must be the event's name, 1 to ${MAX_NAME_LENGTH} characters`,
  readings: 'must map reading ids to "site" or "alternative"',
  maxAircraft: 'must be a whole number from 0 to 99',
  exceptions: `must be a list of up to ${MAX_EXCEPTIONS} sentences, each 1 to ${MAX_EXCEPTION_LENGTH} characters`,
};

const switchableIds: ReadonlySet<string> = new Set(switchableReadings.map((r) => r.id));
const switchableList = switchableReadings.map((r) => r.id).join(', ');

function describe(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys')
    return `the rules pack has unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
  const top = issue.path[0];
  if (top === undefined) return 'the rules pack must be a JSON object';
  const where = issue.path
    .map((k) => (typeof k === 'number' ? `[${k}]` : `.${String(k)}`))
    .join('')
    .slice(1);
  return `${where} ${fieldRules[String(top)] ?? 'is not valid'}`;
}

/** A reading named that the engine cannot switch: unknown, or one whose alternative is not one definite rule. */
const readingProblem = (id: string): string | null =>
  switchableIds.has(id)
    ? null
    : `readings names "${id}", which is not a reading a rules pack can switch (every reading is at /gwsh/readings/); those it can are ${switchableList}`;

/** Reads a rules pack from its text or already-parsed JSON. */
export function parseRulesPack(input: unknown): ParsedRulesPack {
  const read = jsonInput(input);
  if (!read.ok) return { ok: false, message: `the rules pack is not valid JSON (${read.reason})` };
  const result = schema().safeParse(read.json);
  if (!result.success) return { ok: false, message: describe(result.error.issues[0]!) };
  // The ids as the file wrote them: a key such as "__proto__" is an own key of the parsed JSON but would
  // not survive into an ordinary object, so it is checked here, where it is refused like any unknown id.
  const written = (read.json as { readings?: object }).readings ?? {};
  const problem = Object.keys(written).map(readingProblem).find(Boolean);
  return problem ? { ok: false, message: problem } : { ok: true, pack: result.data };
}

/** The switchable readings the pack changes, in the site's order. */
export const packChanges = (pack: RulesPack | null): SwitchableReading[] => {
  const taken = packAlternatives(pack);
  return switchableReadings.filter((r) => taken.has(r.id));
};

/** The pack's choice for the +2 objective line (7.0) as a game file's `objectiveRule`; null where it names none. */
export function packObjectiveRule(pack: RulesPack | null): ObjectiveRule | null {
  const choice = pack?.readings?.[OBJECTIVE_LINE];
  return choice === undefined ? null : choice === 'alternative' ? 'strict' : 'loose';
}

/** A game scored under the pack: its objective switch set where the pack names it. */
export function gameUnderPack(game: GameFile, pack: RulesPack | null): GameFile {
  const objectiveRule = packObjectiveRule(pack);
  return objectiveRule === null ? game : { ...game, objectiveRule };
}

/** The link fragment (without "#") that carries the pack. */
export const rulesPackFragment = (pack: RulesPack): string => encodeShare(LINK_KIND, LINK_VERSION, pack, true);

/** Whether a page's fragment carries a rules pack (to be read with readRulesPackLink). */
export const isRulesPackFragment = (fragment: string): boolean => /^#*rules-pack=/.test(fragment.trim());

/** Reads a rules-pack link's fragment: the pack, or one sentence saying why not. */
export function readRulesPackLink(fragment: string): ParsedRulesPack {
  const decoded = decodeShare(fragment, LINK_KIND, LINK_VERSION, 1, 'rules pack');
  if (!decoded.ok) return { ok: false, message: decoded.error };
  return parseRulesPack(decoded.value);
}

/** The pack as a file's text, two-space indented like the other files the site writes. */
export const rulesPackText = (pack: RulesPack): string => `${JSON.stringify(pack, null, 2)}\n`;

/** What a result checked under a pack says about it: the command line's `rulesPack` field and the pages' notice. */
export interface PackSummary {
  name: string;
  alternativesTaken: { id: string; rule: string; alternative: string }[];
  maxAircraft: number | null;
  exceptions: string[];
}

/** The pack as pages and rosters show it: its name and exceptions without controls that would reorder the text. */
export function packSummary(pack: RulesPack): PackSummary {
  return {
    name: withoutBidiControls(pack.name),
    alternativesTaken: packChanges(pack).map(({ id, rule, alternative }) => ({ id, rule, alternative })),
    maxAircraft: pack.maxAircraft ?? null,
    exceptions: (pack.exceptions ?? []).map(withoutBidiControls),
  };
}

/** Whether two packs make the same choices under the same name. */
export const samePack = (a: RulesPack, b: RulesPack): boolean => rulesPackText(normalised(a)) === rulesPackText(normalised(b));

const normalised = (pack: RulesPack): RulesPack => ({
  format: pack.format,
  version: pack.version,
  name: pack.name,
  readings: Object.fromEntries([...packAlternatives(pack)].sort().map((id) => [id, 'alternative' as const])),
  ...(pack.maxAircraft !== undefined && { maxAircraft: pack.maxAircraft }),
  exceptions: pack.exceptions ?? [],
});

/**
 * What using `next` instead of `current` (null: no pack, the site's readings) changes, one sentence each, in
 * the order of the pack's fields; empty when the two decide everything alike.
 */
export function packDifferences(current: RulesPack | null, next: RulesPack): string[] {
  const [was, will] = [packAlternatives(current), packAlternatives(next)];
  const readings = switchableReadings.flatMap((r) =>
    was.has(r.id) === will.has(r.id)
      ? []
      : [will.has(r.id) ? `${r.alternative} (${r.rule}).` : `Back to the site's reading of ${r.rule}: no longer "${r.alternative}".`],
  );
  const [maxWas, maxWill] = [current?.maxAircraft ?? null, next.maxAircraft ?? null];
  const aircraft =
    maxWas === maxWill
      ? []
      : [
          maxWill === null
            ? 'No aircraft maximum fixed by the event (each player enters it).'
            : `Aircraft: at most ${maxWill} per list and per force (10.4).`,
        ];
  const [exWas, exWill] = [current?.exceptions ?? [], (next.exceptions ?? []).map(withoutBidiControls)];
  const exceptions =
    exWas.join('\n') === (next.exceptions ?? []).join('\n')
      ? []
      : [exWill.length === 0 ? 'No exceptions agreed.' : `Exceptions agreed: ${exWill.join(' ')}`];
  return [...readings, ...aircraft, ...exceptions];
}

/** The rules-pack page's form: what the organiser typed and ticked. */
export interface RulesPackForm {
  name: string;
  /** Ids of the switchable readings whose alternative is ticked. */
  alternatives: string[];
  /** Blank: the pack fixes no aircraft maximum. */
  maxAircraftText: string;
  /** One exception a line; blank lines are dropped. */
  exceptionsText: string;
}

export const formFromPack = (pack: RulesPack | null): RulesPackForm => ({
  name: pack?.name ?? '',
  alternatives: [...packAlternatives(pack)],
  maxAircraftText: pack?.maxAircraft === undefined ? '' : String(pack.maxAircraft),
  exceptionsText: (pack?.exceptions ?? []).join('\n'),
});

/** The form as a pack, read by the file's own reader so that a form and a file are refused alike. */
export function packFromForm(form: RulesPackForm): ParsedRulesPack {
  const max = form.maxAircraftText.trim();
  if (max !== '' && !/^\d+$/.test(max))
    return { ok: false, message: fieldRules.maxAircraft!.replace(/^must/, 'The aircraft maximum must') };
  const exceptions = form.exceptionsText
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return parseRulesPack({
    format: RULES_PACK_FORMAT,
    version: 1,
    name: form.name,
    ...(form.alternatives.length > 0 && { readings: Object.fromEntries(form.alternatives.map((id) => [id, 'alternative'])) }),
    ...(max !== '' && { maxAircraft: Number(max) }),
    ...(exceptions.length > 0 && { exceptions }),
  });
}

/** A pack (its text or JSON) as the pages apply it, or null for a damaged one (the pages then follow the site's readings). */
export function activePack(input: unknown): ActivePack | null {
  const parsed = parseRulesPack(input);
  if (!parsed.ok) return null;
  const pack = parsed.pack;
  return {
    pack,
    alternatives: packAlternatives(pack),
    summary: packSummary(pack),
    objectiveRule: packObjectiveRule(pack),
    game: (game) => gameUnderPack(game, pack),
  };
}
