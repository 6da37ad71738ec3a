/**
 * The first step of reading any of our JSON files (list, game, event): text is parsed, a byte-order mark
 * dropped; anything else is taken as already parsed. The reason JSON.parse gives is kept, for the file's
 * own one-sentence message.
 */
export type JsonInput = { ok: true; json: unknown } | { ok: false; reason: string };

export function jsonInput(input: unknown): JsonInput {
  if (typeof input !== 'string') return { ok: true, json: input };
  try {
    return { ok: true, json: JSON.parse(input.replace(/^\uFEFF/, '')) };
  } catch (e) {
    return { ok: false, reason: e instanceof Error ? e.message.replace(/\.$/, '') : String(e) };
  }
}
