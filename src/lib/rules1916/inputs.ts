/**
 * What a player types into the "1916" calculators, read at the boundary. Each parser returns the value
 * or one sentence that names the field; the engines only ever see checked numbers.
 */
export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** A typed die: empty means "not rolled yet" (null); otherwise a whole number 1–6. */
export function parseDieText(text: string, field: string): Parsed<number | null> {
  const t = text.trim();
  if (t === '') return { ok: true, value: null };
  if (/^[1-6]$/.test(t)) return { ok: true, value: Number(t) };
  return { ok: false, message: `${field} must be a whole number from 1 to 6 (got "${t}").` };
}

/** A count of sub-units: a whole number from 0 to 999. */
export function parseCountText(text: string, field: string): Parsed<number> {
  const t = text.trim();
  if (/^\d{1,3}$/.test(t)) return { ok: true, value: Number(t) };
  return { ok: false, message: `${field} must be a whole number from 0 to 999 (got "${t}").` };
}

/** A game turn: a whole number from 1 to 99. */
export function parseTurnText(text: string, field: string): Parsed<number> {
  const t = text.trim();
  if (/^\d{1,2}$/.test(t) && Number(t) >= 1) return { ok: true, value: Number(t) };
  return { ok: false, message: `${field} must be a whole number from 1 to 99 (got "${t}").` };
}
