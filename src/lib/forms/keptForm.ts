/**
 * Reading back a calculator's form that the page kept in the browser: what storage returns is checked like
 * any input, field by field, and anything that does not fit gives null (the page then starts afresh).
 */
export type Fields = Readonly<Record<string, unknown>>;

export const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

export const isYear = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 1914 && (value as number) <= 1918;

/** A short text a field held (a die, a count, a name as typed). */
export const isShortText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;

export const isOneOf = <T extends string>(choices: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (choices as readonly string[]).includes(value);
