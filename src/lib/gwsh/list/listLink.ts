/**
 * Share links for lists: the `gwsh-list` itself, compressed into the URL fragment (src/lib/share/link.ts),
 * so that no server is needed. Reading a link checks it twice: the link (damaged, newer) and the list
 * inside it (the same checks as an imported file).
 */
import { decodeShare, encodeShare } from '../../share/link.ts';
import { parseListFile, type GwshList, type ParsedList } from './listFile.ts';

export const LIST_LINK_KIND = 'list';
export const LIST_LINK_VERSION = 1;

/** The fragment, without "#", that carries the list. */
export const listLinkFragment = (list: GwshList) => encodeShare(LIST_LINK_KIND, LIST_LINK_VERSION, list);

/** Whether a fragment is meant to carry a list (so a page can ignore unrelated fragments such as "#top"). */
export const isListLink = (fragment: string) => /^#?list=/.test(fragment);

/** Reads a list link. Never throws; every failure is one sentence for the player. */
export function readListLink(fragment: string): ParsedList {
  const decoded = decodeShare(fragment, LIST_LINK_KIND, LIST_LINK_VERSION);
  if (!decoded.ok) return decoded;
  const parsed = parseListFile(decoded.value);
  return parsed.ok ? parsed : { ok: false, error: `This link does not carry a list this site can read: ${parsed.error}` };
}
