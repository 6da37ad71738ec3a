/**
 * What a player typed into a calculator field, parsed at the boundary with one sentence that
 * names the field when it is wrong. The form keeps the text as typed, so a bad
 * value is shown and explained, never silently replaced.
 */
export type ParsedNumber = { ok: true; value: number } | { ok: false; message: string };
export type ParsedOptionalNumber = { ok: true; value: number | null } | { ok: false; message: string };

/** A whole number from min to max ("3", " 12 "); anything else is a message naming the field. */
export function parseWholeNumber(text: string, field: string, min: number, max: number): ParsedNumber {
  const t = text.trim();
  const value = /^-?\d+$/.test(t) ? Number(t) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    return { ok: false, message: `${field} must be a whole number from ${min} to ${max}.` };
  }
  // "-0" is 0: a negative zero would print as 0 yet compare unequal to it in a shared card (found by the fuzz test).
  return { ok: true, value: value === 0 ? 0 : value };
}

/** As parseWholeNumber, but an empty field is allowed and means "not given" (null). */
export function parseOptionalWholeNumber(text: string, field: string, min: number, max: number): ParsedOptionalNumber {
  return text.trim() === '' ? { ok: true, value: null } : parseWholeNumber(text, field, min, max);
}
