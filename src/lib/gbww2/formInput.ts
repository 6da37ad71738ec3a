/** Parses what a player typed into a calculator field, with one sentence that names the field when it is wrong. */
export type ParsedNumber = { ok: true; value: number } | { ok: false; message: string };

export function parseWholeNumber(text: string, field: string, min: number, max: number): ParsedNumber {
  const t = text.trim();
  const value = /^\d+$/.test(t) ? Number(t) : Number.NaN;
  if (!Number.isInteger(value) || value < min || value > max) {
    return { ok: false, message: `${field} must be a whole number from ${min} to ${max}.` };
  }
  return { ok: true, value };
}
