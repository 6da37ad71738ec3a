/**
 * Share links that carry their content in the URL fragment (never sent to a server): compressed JSON,
 * tagged with what it is and a format version, so a damaged or newer link is told apart from a good one.
 * Format: `<kind>=<version>.<lz-string URI-safe payload>`, e.g. `list=1.N4Ig...`; from the version a kind
 * names as `checkedFrom`, a checksum of the content comes first: `list=2.1a2b3c4d.N4Ig...`, so a link with
 * one character changed is reported as damaged instead of opening as a different valid value.
 */
import lz from 'lz-string';
import { checksum } from './checksum.ts';
import { decompressBounded } from './boundedDecompress.ts';
import { thousands } from '../numbers/wording.ts';

/** A decoded link: its value, and the format version it was made in (a kind may pack its value differently by version). */
export type DecodeResult = { ok: true; value: unknown; version: number } | { ok: false; error: string };

/** A list at its largest compresses to a few kB; a far longer fragment is refused before it is decompressed. */
export const MAX_FRAGMENT_LENGTH = 100_000;
/**
 * The most text a link may unpack to. The largest list the list file's caps allow packs to under 250,000
 * characters (tests/lib/gwsh/list/listLink.test.ts); decompression stops as soon as this is passed, so a
 * small link that would unpack to hundreds of MB costs no more than a real one.
 */
export const MAX_DECOMPRESSED_LENGTH = 500_000;

/**
 * How deep brackets may nest in a link's content: every link the site makes nests a few levels (an event's
 * file, the deepest, nests 6: its rounds, games and lists); a link nested far deeper is refused before it is parsed,
 * so no reader walks it.
 */
export const MAX_LINK_DEPTH = 32;

/** Whether JSON text nests brackets deeper than `max` (strings skipped): a scan, no parse. */
export function nestsDeeperThan(json: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** The fragment (without "#") that carries `value`; with `checked`, the content's checksum too. */
export function encodeShare(kind: string, version: number, value: unknown, checked = false): string {
  const json = JSON.stringify(value);
  return `${kind}=${version}.${checked ? `${checksum(json)}.` : ''}${lz.compressToEncodedURIComponent(json)}`;
}

/**
 * What chat programs and mail clients do to a link, undone: a doubled "#", percent-escapes, a "+" turned
 * into a space, a trailing full stop or bracket picked up with the link.
 */
export function normaliseFragment(fragment: string): string {
  let text = fragment.replace(/^#+/, '');
  if (text.includes('%')) {
    try {
      text = decodeURIComponent(text);
    } catch {
      // A broken escape is left as it is; the checks below report the link as damaged.
    }
  }
  return text
    .trim()
    .replace(/ /g, '+')
    .replace(/[.,;:!?)\]>'"]+$/, '');
}

/**
 * Reads a fragment made by encodeShare. Never throws: every failure comes back as one sentence a
 * player can act on. The value still has to be validated by the caller's schema.
 */
export function decodeShare(
  fragment: string,
  kind: string,
  supportedVersion: number,
  checkedFrom = Infinity,
  /** What the link carries, in the sentences ("rules pack" for `rules-pack`); the kind by default. */
  words = kind,
): DecodeResult {
  if (fragment.length > MAX_FRAGMENT_LENGTH) {
    return {
      ok: false,
      error: `This link is ${thousands(fragment.length)} characters long, far longer than any ${words} link; it was not opened.`,
    };
  }
  const text = normaliseFragment(fragment);
  const match = /^([a-z-]+)=(\d+)\.(.*)$/s.exec(text);
  if (!match || match[1] !== kind) {
    return {
      ok: false,
      error: `This link does not carry a ${words}: it may have been cut short when it was copied. Ask for the link again.`,
    };
  }
  const version = Number(match[2]);
  if (version > supportedVersion) {
    return {
      ok: false,
      error: `This link was made by a newer version of the site (format ${version}); reload the page to get the latest version.`,
    };
  }
  if (version < 1) return { ok: false, error: `This link has an unknown format version (${match[2]}).` };
  const damaged: DecodeResult = {
    ok: false,
    error: `This ${words} link is damaged: part of it is missing or changed. Ask for the link again.`,
  };
  let payload = match[3]!;
  let expected: string | null = null;
  if (version >= checkedFrom) {
    const sum = /^([0-9a-f]{8})\.(.*)$/s.exec(payload);
    if (!sum) return damaged;
    [expected, payload] = [sum[1]!, sum[2]!];
  }
  const unpacked = decompressBounded(payload, MAX_DECOMPRESSED_LENGTH);
  if (!unpacked.ok && unpacked.reason === 'too-large') {
    return {
      ok: false,
      error: `This link would unpack to more than ${thousands(MAX_DECOMPRESSED_LENGTH)} characters, far more than any ${words}; it was not opened.`,
    };
  }
  const json = unpacked.ok ? unpacked.text : '';
  if (!json || (expected !== null && checksum(json) !== expected)) return damaged;
  if (nestsDeeperThan(json, MAX_LINK_DEPTH))
    return { ok: false, error: `This link nests its content far deeper than any ${words} link; it was not opened.` };
  try {
    return { ok: true, value: JSON.parse(json), version };
  } catch {
    return { ok: false, error: `This ${words} link is damaged: its content is not readable. Ask for the link again.` };
  }
}
