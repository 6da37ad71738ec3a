/**
 * Validates one table file against its schema and the publishing rules, and says what
 * is wrong in one line per problem, naming the file, the row and the field.
 */
import type { z } from 'zod';
import { tableSchemas, type TableKind } from './schemas.ts';

export type TableOf<K extends TableKind> = z.infer<(typeof tableSchemas)[K]>;
export type AnyTable = { [K in TableKind]: TableOf<K> }[TableKind];

/** Raised when a data file breaks its schema; the message is one line per problem. */
export class DataFileError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(problems.join('\n'));
    this.problems = problems;
    this.name = 'DataFileError';
  }
}

function rowLabel(json: unknown, index: number): string {
  const rows = (json as { rows?: unknown[] } | null)?.rows;
  const id = Array.isArray(rows) ? (rows[index] as { id?: unknown } | undefined)?.id : undefined;
  return typeof id === 'string' ? `row "${id}" (rows[${index}])` : `rows[${index}]`;
}

function describeIssue(file: string, json: unknown, issue: z.core.$ZodIssue): string {
  const path = issue.path.map(String);
  if (path[0] === 'rows' && path.length >= 2) {
    const field = path.slice(2).join('.') || '(the row itself)';
    return `${file}: ${rowLabel(json, Number(path[1]))}: field "${field}": ${issue.message}`;
  }
  return `${file}: field "${path.join('.') || '(the file itself)'}": ${issue.message}`;
}

/**
 * Parses a table file as the given kind. `file` is the path shown in messages and must end in
 * `<table id>.json`.
 */
export function parseTable<K extends TableKind>(file: string, kind: K, json: unknown): TableOf<K> {
  const result = tableSchemas[kind].safeParse(json);
  if (!result.success) {
    throw new DataFileError(result.error.issues.map((issue) => describeIssue(file, json, issue)));
  }
  // The id is the file name, the page slug and the JSON address (the collection's entry id too).
  const { id } = result.data as { id: string };
  if (!file.endsWith(`/${id}.json`)) throw new DataFileError([`${file}: field "id": "${id}" must match the file name`]);
  return result.data as TableOf<K>;
}
