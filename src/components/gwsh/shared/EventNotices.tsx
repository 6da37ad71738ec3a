/**
 * Above every result an event's choices change (list builder, organiser's check, victory points): the
 * rules pack in use, and, when this browser keeps an event (the event page's), what here differs from it.
 * Each part is fetched only when there is something to say.
 */
import { lazy, Suspense } from 'react';
import type { ListVersion } from '#src/lib/gwsh/event/eventAgreement.ts';
import type { ActivePack } from '#src/lib/gwsh/packInForce.ts';
import { useKeptEvent } from './useKeptEvent.ts';

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
  const event = useKeptEvent();
  return (
    <>
      {pack && (
        <Suspense fallback={null}>
          <RulesPackNotice active={pack} what={what} />
        </Suspense>
      )}
      {event && (
        <Suspense fallback={null}>
          <EventDifferences model={event} pack={pack?.pack ?? null} lists={lists} />
        </Suspense>
      )}
    </>
  );
}
