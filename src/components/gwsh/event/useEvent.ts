/**
 * The event on the event page, kept in this browser between visits (through the site's one storage
 * module, which never throws) and saved with every change. A change that is refused leaves the event as
 * it was and says why; one that replaces much (a revert, a file opened) can be undone.
 */
import { useEffect, useState } from 'react';
import { newEvent, type CompetitionEvent } from '#src/lib/gwsh/event/event.ts';
import type { EventUpdate } from '#src/lib/gwsh/event/eventEdits.ts';
import { dataVersion } from '#src/lib/data/dataVersion.ts';
import { browserStorage } from '../../shared/browserStorage.ts';

import { EVENT_KEY } from './eventKey.ts';

export interface EventNews {
  text: string;
  error: boolean;
  undo?: () => void;
}

/** Saves the event; one sentence when the browser would not keep it. */
function save(event: CompetitionEvent): string | null {
  const written = browserStorage().set(EVENT_KEY, JSON.stringify(event));
  return written.ok ? null : `${written.message} Save the event as a file to keep it.`;
}

export function useEvent() {
  const [event, setEvent] = useState<CompetitionEvent>(() => ({ ...newEvent('My event'), dataVersion }));
  const [ready, setReady] = useState(false);
  const [news, setNews] = useState<EventNews | null>(null);
  /** Counts whole replacements (a file, a revert, an undo), so fields that keep typed text start afresh. */
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let live = true;
    // The file's reader (and its schemas) is fetched once the page has drawn.
    void import('#src/lib/gwsh/event/eventFile.ts').then(({ parseEvent }) => {
      if (!live) return;
      const saved = browserStorage().get(EVENT_KEY);
      const read = saved === null ? null : parseEvent(saved);
      if (read?.ok) {
        setEvent(read.event);
        setGeneration((g) => g + 1);
      } else if (read && saved !== null) {
        browserStorage().set(`${EVENT_KEY}.unreadable`, saved);
        setNews({
          text: `The saved event could not be read (${read.message}); a new one was started, and the old text is kept under "${EVENT_KEY}.unreadable".`,
          error: true,
        });
      }
      setReady(true);
    });
    return () => {
      live = false;
    };
  }, []);

  const commit = (next: CompetitionEvent, done: EventNews | null) => {
    setEvent(next);
    setNews(done);
    // Saved in a task of its own: a thousand players' event is most of a megabyte of text to write.
    setTimeout(() => {
      const problem = save(next);
      if (problem) setNews({ text: problem, error: true });
    }, 0);
  };

  /** Applies a change: the new event and `done`, or the refusal as one sentence. */
  const change = (update: EventUpdate, done: string) => {
    if (!update.ok) return setNews({ text: `Not changed: ${update.message}.`, error: true });
    commit(update.event, done ? { text: done, error: false } : null);
  };

  /** Puts `next` in place, with an Undo that brings back the event as it was. */
  const replace = (next: CompetitionEvent, done: string) => {
    const before = event;
    setGeneration((g) => g + 1);
    commit(next, { text: done, error: false, undo: () => replace(before, 'Undone: the event is as it was.') });
  };

  return { event, ready, news, generation, setNews, change, replace };
}
