/**
 * The read-only link of an event: the whole event, compressed into the address's fragment as list links
 * are (src/lib/share/link.ts), so players open the pairings and standings on their phones with no server.
 * Opened, it is read by the event file's own reader, so a damaged or hostile link is one sentence.
 */
import { decodeShare, encodeShare } from '../../share/link.ts';
import { parseEvent, type ParsedEvent } from './eventFile.ts';
import type { CompetitionEvent } from './event.ts';

export const EVENT_LINK_KIND = 'event';
const EVENT_LINK_VERSION = 1;

export const eventLinkFragment = (event: CompetitionEvent): string => encodeShare(EVENT_LINK_KIND, EVENT_LINK_VERSION, event, true);

export const isEventLink = (fragment: string): boolean => /^#*event=/.test(fragment.trim());

export function readEventLink(fragment: string): ParsedEvent {
  const decoded = decodeShare(fragment, EVENT_LINK_KIND, EVENT_LINK_VERSION, 1);
  return decoded.ok ? parseEvent(decoded.value) : { ok: false, message: decoded.error };
}
