/**
 * Above every result an event's choices change (list builder, organiser's check, victory points): the
 * rules pack in use, and, when this browser keeps an event (the event page's), what here differs from it.
 * Each part is fetched only when there is something to say.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ListVersion } from '#src/lib/gwsh/event/eventAgreement.ts';
import type { ActivePack } from '#src/lib/gwsh/packInForce.ts';
import { browserStorage } from '../../shared/browserStorage.ts';
import { storageKeys } from '#src/lib/site/storageKeys.ts';

const RulesPackNotice = lazy(() => import('./RulesPackNotice.tsx'));
const EventDifferences = lazy(() => import('./EventDifferences.tsx'));

interface Props {
  pack: ActivePack | null;
  /** What the pack applies to, as RulesPackNotice says it ("Lists are checked"). */
  what: string;
  /** The lists on the page, compared with the event's data version. */
  lists?: readonly ListVersion[];
}

export default function EventNotices({ pack, what, lists = [] }: Props) {
  const [eventText, setEventText] = useState<string | null>(null);
  useEffect(() => {
    const read = () => setEventText(browserStorage().get(storageKeys.event));
    read();
    const heard = (e: StorageEvent) => (e.key === storageKeys.event || e.key === null) && read();
    window.addEventListener('storage', heard);
    return () => window.removeEventListener('storage', heard);
  }, []);
  return (
    <>
      {pack && (
        <Suspense fallback={null}>
          <RulesPackNotice active={pack} what={what} />
        </Suspense>
      )}
      {eventText !== null && (
        <Suspense fallback={null}>
          <EventDifferences eventText={eventText} pack={pack?.pack ?? null} lists={lists} />
        </Suspense>
      )}
    </>
  );
}
