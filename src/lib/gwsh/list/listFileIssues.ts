/**
 * Turns zod's issues about a `gwsh-list` file into sentences a player can act on, every problem at once:
 * the brigade by its place and name, the field in words, the value given, and for a misspelt choice the
 * nearest one ("did you mean …").
 */
import type { z } from 'zod';
import { closestNames, quotedChoices } from '../../closestName.ts';
import { quotedExcerpt } from '../../files/terminalText.ts';
import { MAX_NAME_LENGTH } from './listFormat.ts';
import { fieldWords, placeName, type Path } from './listPlaces.ts';
import type { KnownIds } from './unitRows.ts';

type Issue = z.core.$ZodIssue;

/** How many problems a file's message names before "and N more". */
export const MAX_PROBLEMS = 10;

function valueAt(json: unknown, path: Path): unknown {
  let value = json;
  for (const key of path) value = (value as Record<PropertyKey, unknown> | null | undefined)?.[key];
  return value;
}

function shown(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object' && value !== null) return 'an object';
  // Not JSON at all (a caller passed a function, symbol or bigint): say what it is rather than throw.
  if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') return `a ${typeof value}`;
  const text = JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

const expectedText: Record<string, string> = {
  string: 'text (in quotes)',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list ([ ... ])',
  object: 'an object ({ ... })',
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const samePath = (a: Path, b: Path) => a.length === b.length && a.every((k, i) => b[i] === k);

/** "Brigade 3 ("Storm"): grade", "Brigade 3, stand line 1" or, for a field of the list itself, "Year". */
function subject(json: unknown, path: Path): string {
  if (typeof path.at(-1) === 'number') return placeName(json, path) ?? 'The list';
  const place = placeName(json, path.slice(0, -1));
  const field = fieldWords(path.at(-1));
  return place ? `${place}: ${field}` : capitalise(field);
}

function unknownFields(issue: Extract<Issue, { code: 'unrecognized_keys' }>, all: readonly Issue[], json: unknown): string {
  const where = placeName(json, issue.path) ?? 'the list';
  const names = issue.keys.map((k) => `"${k}"`).join(', ');
  const missing = all.find(
    (i) => i.path.length === issue.path.length + 1 && samePath(i.path.slice(0, -1), issue.path) && valueAt(json, i.path) === undefined,
  );
  const hint = missing && issue.keys.length === 1 ? `; did you mean "${String(missing.path.at(-1))}"?` : '.';
  return `Unknown field${issue.keys.length > 1 ? 's' : ''} ${names} in ${where}${hint}`;
}

function describe(issue: Issue, json: unknown, all: readonly Issue[]): string {
  if (issue.code === 'unrecognized_keys') return unknownFields(issue, all, json);
  const value = valueAt(json, issue.path);
  const field = subject(json, issue.path);
  if (value === undefined) return `${field} is missing.`;
  const got = shown(value);
  switch (issue.code) {
    case 'invalid_type':
      return `${field} must be ${expectedText[issue.expected] ?? issue.expected} (got ${got}).`;
    case 'invalid_value': {
      const near = typeof value === 'string' ? closestNames(value, issue.values.map(String)) : [];
      const hint = near.length > 0 ? `; did you mean ${quotedChoices(near)}?` : '.';
      return `${field} must be one of ${issue.values.map(String).join(', ')} (got ${got})${hint}`;
    }
    case 'too_big':
      if (issue.origin === 'string') return `${field} must be at most ${issue.maximum} characters long.`;
      if (issue.origin === 'array') return `${field} must have at most ${issue.maximum} entries.`;
      return `${field} must be at most ${issue.maximum} (got ${got}).`;
    case 'too_small':
      if (issue.origin === 'string') return `${field} must not be empty.`;
      return `${field} must be at least ${issue.minimum} (got ${got}).`;
    default:
      return `${field} is not valid here (got ${got}).`;
  }
}

/**
 * One sentence per problem, in the order of the file; a field reported missing because its name is misspelt
 * is told once, by the unknown field's sentence that names it.
 */
export function describeListIssues(issues: readonly Issue[], json: unknown): string[] {
  const explained = (i: Issue) =>
    i.code !== 'unrecognized_keys' &&
    valueAt(json, i.path) === undefined &&
    issues.some((u) => u.code === 'unrecognized_keys' && u.keys.length === 1 && samePath(u.path, i.path.slice(0, -1)));
  const sentences = [...new Set(issues.filter((i) => !explained(i)).map((i) => describe(i, json, issues)))];
  return sentences.length === 0 ? ['The list could not be read.'] : sentences;
}

/** At most MAX_PROBLEMS sentences, then "And N more problems." */
export function cappedProblems(sentences: readonly string[]): string[] {
  const more = sentences.length - MAX_PROBLEMS;
  return more > 0 ? [...sentences.slice(0, MAX_PROBLEMS), `And ${more} more problem${more > 1 ? 's' : ''}.`] : [...sentences];
}

const lines = (json: unknown, key: string): { value: Record<string, unknown>; at: number }[] => {
  const items = (json as Record<string, unknown> | null)?.[key];
  return Array.isArray(items) ? items.flatMap((value, at) => (value && typeof value === 'object' ? [{ value, at }] : [])) : [];
};

/**
 * For a file that is refused for other reasons: the ids of its stands, aircraft and defences that no table
 * has, each with the nearest known ids, so one reply to the player settles every problem at once.
 */
export function unknownIdProblems(json: unknown, known: KnownIds): string[] {
  const out: string[] = [];
  const nation = (json as { nation?: unknown } | null)?.nation;
  const units = typeof nation === 'string' ? known.units(nation) : null;
  const check = (id: unknown, ids: readonly string[], path: Path, what: string) => {
    // An id past the schema's length is refused as too long already; no nearest name is looked for.
    if (typeof id !== 'string' || id === '' || id.length > MAX_NAME_LENGTH || ids.includes(id)) return;
    const near = closestNames(id, ids);
    out.push(
      `${placeName(json, path)}: ${quotedExcerpt(id)} is not ${what}${near.length > 0 ? `; did you mean ${quotedChoices(near)}?` : '.'}`,
    );
  };
  if (units) {
    const where = `a unit of the ${known.nationName(nation as string)} or generic troop tables`;
    for (const b of lines(json, 'brigades'))
      for (const s of lines(b.value, 'stands')) check(s.value.unit, units, ['brigades', b.at, 'stands', s.at], where);
  }
  for (const a of lines(json, 'aircraft'))
    check(a.value.type, known.aircraft, ['aircraft', a.at], 'an aircraft type of the aircraft table');
  for (const d of lines(json, 'defences'))
    check(d.value.item, known.defences, ['defences', d.at], 'a defence or gas fire mission of the generic troops table');
  return out;
}
