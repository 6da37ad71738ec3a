/**
 * The event this browser keeps, read-only, for the pages that compare their choices with it (the list
 * builder, the organiser's check): the page's event model (./useEvent.ts), fetched once the page has drawn
 * and opened only when an event is kept (looked for again when another tab keeps one); null until then.
 */
import { useEffect, useState } from 'react';
import type { EventModel } from '#src/lib/tools/event/eventModel.ts';
import { storageKeys } from '#src/lib/site/storageKeys.ts';

export function useKeptEvent(): EventModel | null {
  const [kept, setKept] = useState<EventModel | null>(null);
  useEffect(() => {
    let live = true;
    let model: EventModel | null = null;
    const look = () =>
      void import('./useEvent.ts').then(async ({ eventModel, openEvent }) => {
        const found = eventModel();
        if (!live || !found.lookForKept()) return;
        await openEvent(found);
        model = found;
        if (live) setKept(found);
      });
    look();
    const heard = (e: StorageEvent) => {
      if (e.key !== storageKeys.event && e.key !== null) return;
      if (model) model.storageChanged(e.key);
      else look();
    };
    window.addEventListener('storage', heard);
    return () => {
      live = false;
      window.removeEventListener('storage', heard);
    };
  }, []);
  return kept;
}
