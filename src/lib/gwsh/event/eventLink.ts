/**
 * The players' link as it was made before the hall view: the whole event, compressed into the address's
 * fragment as list links are (src/lib/share/link.ts). Such links are still opened, by the event file's own
 * reader, so a damaged or hostile one is one sentence; new links carry only what players read (playersLink.ts).
 */
import { decodeShare, encodeShare } from '../../share/link.ts';
import { parseEvent, type ParsedEvent } from './eventFile.ts';
import type { CompetitionEvent } from './event.ts';

export const EVENT_LINK_KIND = 'event';
const EVENT_LINK_VERSION = 1;

export const eventLinkFragment = (event: CompetitionEvent): string => encodeShare(EVENT_LINK_KIND, EVENT_LINK_VERSION, event, true);

export function readEventLink(fragment: string): ParsedEvent {
  const decoded = decodeShare(fragment, EVENT_LINK_KIND, EVENT_LINK_VERSION, 1);
  return decoded.ok ? parseEvent(decoded.value) : { ok: false, message: decoded.error };
}
