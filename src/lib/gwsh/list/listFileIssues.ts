/**
 * Turns zod's issues about a `gwsh-list` file into one sentence a player can act on, naming the field
 * the way they would find it in the file: `brigades[0].stands[2].count`.
 */
import type { z } from 'zod';

type Issue = z.core.$ZodIssue;
type Path = readonly PropertyKey[];

/** `brigades[0].grade`, or "the list" for the file itself. */
export function fieldName(path: Path): string {
  let out = '';
  for (const key of path) out += typeof key === 'number' ? `[${key}]` : `${out ? '.' : ''}${String(key)}`;
  return out || 'the list';
}

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

function unknownFields(issue: Extract<Issue, { code: 'unrecognized_keys' }>, all: readonly Issue[], json: unknown): string {
  const where = issue.path.length ? `in ${fieldName(issue.path)}` : 'in the list';
  const names = issue.keys.map((k) => `"${k}"`).join(', ');
  const missing = all.find(
    (i) => i.path.length === issue.path.length + 1 && issue.path.every((k, n) => i.path[n] === k) && valueAt(json, i.path) === undefined,
  );
  const hint = missing && issue.keys.length === 1 ? `; did you mean "${String(missing.path.at(-1))}"?` : '.';
  return `Unknown field${issue.keys.length > 1 ? 's' : ''} ${names} ${where}${hint}`;
}

function describe(issue: Issue, json: unknown, all: readonly Issue[]): string {
  const field = fieldName(issue.path);
  const got = shown(valueAt(json, issue.path));
  if (got === 'nothing' && issue.code !== 'unrecognized_keys') return `${field} is missing.`;
  switch (issue.code) {
    case 'unrecognized_keys':
      return unknownFields(issue, all, json);
    case 'invalid_type':
      return `${field} must be ${expectedText[issue.expected] ?? issue.expected} (got ${got}).`;
    case 'invalid_value':
      return `${field} must be one of ${issue.values.map(String).join(', ')} (got ${got}).`;
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
 * One sentence for the most useful issue: an unknown field first (it usually explains a "missing" one,
 * as with a misspelt name), otherwise the first in file order.
 */
export function describeListIssue(issues: readonly Issue[], json: unknown): string {
  const first = issues.find((i) => i.code === 'unrecognized_keys') ?? issues[0];
  return first ? describe(first, json, issues) : 'The list could not be read.';
}
