/**
 * Share links for lists: the `gwsh-list` itself, compressed into the URL fragment (src/lib/share/link.ts),
 * so that no server is needed. Reading a link checks it twice: the link (damaged, newer) and the list
 * inside it (the same checks as an imported file).
 */
import { decodeShare, encodeShare } from '../../share/link.ts';
import { parseListFile, type GwshList, type ParsedList } from './listFile.ts';

export const LIST_LINK_KIND = 'list';
/** Version 2 adds a checksum (share/link.ts); version 1 links, which have none, still read. */
export const LIST_LINK_VERSION = 2;
const CHECKED_FROM = 2;

/** The fragment, without "#", that carries the list. */
export const listLinkFragment = (list: GwshList) => encodeShare(LIST_LINK_KIND, LIST_LINK_VERSION, list, true);

/**
 * Whether a fragment is meant to carry a list, so a page can ignore unrelated fragments such as "#top",
 * but not a list link cut short: "#l" to "#list" are reported as cut short, never silently ignored.
 */
export const isListLink = (fragment: string) => {
  const text = fragment.replace(/^#+/, '');
  return /^list(=|%3d)/i.test(text) || (text.length > 0 && 'list'.startsWith(text));
};

/** Reads a list link. Never throws; every failure is one sentence for the player. */
export function readListLink(fragment: string): ParsedList {
  const decoded = decodeShare(fragment, LIST_LINK_KIND, LIST_LINK_VERSION, CHECKED_FROM);
  if (!decoded.ok) return decoded;
  const parsed = parseListFile(decoded.value);
  return parsed.ok ? parsed : { ok: false, error: `This link does not carry a list this site can read: ${parsed.error}` };
}
