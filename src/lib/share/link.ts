/**
 * Share links that carry their content in the URL fragment (never sent to a server): compressed JSON,
 * tagged with what it is and a format version, so a damaged or newer link is told apart from a good one.
 * Format: `<kind>=<version>.<lz-string URI-safe payload>`, e.g. `list=1.N4Ig...`.
 */
import lz from 'lz-string';

export type DecodeResult = { ok: true; value: unknown } | { ok: false; error: string };

/** The fragment (without "#") that carries `value`. */
export function encodeShare(kind: string, version: number, value: unknown): string {
  return `${kind}=${version}.${lz.compressToEncodedURIComponent(JSON.stringify(value))}`;
}

/**
 * Reads a fragment made by encodeShare. Never throws: every failure comes back as one sentence a
 * player can act on. The value still has to be validated by the caller's schema.
 */
export function decodeShare(fragment: string, kind: string, supportedVersion: number): DecodeResult {
  const text = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  const match = /^([a-z-]+)=(\d+)\.(.*)$/s.exec(text);
  if (!match || match[1] !== kind) {
    return { ok: false, error: `This link does not carry a ${kind}: it may have been cut short when it was copied.` };
  }
  const version = Number(match[2]);
  if (version > supportedVersion) {
    return { ok: false, error: `This link was made by a newer version of the site (format ${version}); reload the page to get the latest version.` };
  }
  if (version < 1) return { ok: false, error: `This link has an unknown format version (${match[2]}).` };
  let json: string | null = null;
  try {
    json = lz.decompressFromEncodedURIComponent(match[3]!);
  } catch {
    json = null;
  }
  if (!json) return { ok: false, error: `This ${kind} link is damaged: part of it is missing or changed. Ask for the link again.` };
  try {
    return { ok: true, value: JSON.parse(json) };
  } catch {
    return { ok: false, error: `This ${kind} link is damaged: its content is not readable. Ask for the link again.` };
  }
}
