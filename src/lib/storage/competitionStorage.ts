/**
 * Keeps an event's running table (GWSH 7.1, competition.ts) in the browser between visits, through the
 * site's one storage module (src/lib/storage/safeStorage.ts: never throws, tells a full quota from
 * blocked storage). Every problem comes back as one sentence and the page carries on with the table in
 * memory: the organiser can still record rounds and export them.
 */
import type { SafeStorage, StorageProblem, WriteResult } from './safeStorage.ts';
import { parseEvent, type CompetitionEvent } from '../gwsh/game/competitionFile.ts';
import type { EventUpdate } from '../gwsh/game/competition.ts';
import { storageKeys, unreadableKey } from '../site/storageKeys.ts';

export const EVENT_STORAGE_KEY = storageKeys.runningTable;
/** Where an unreadable saved table is moved, so saving a new one never destroys it. */
export const UNREADABLE_EVENT_KEY = unreadableKey(EVENT_STORAGE_KEY);

const NOT_SAVED = 'The table is kept on this page only: export it as JSON or CSV before you close the page.';

const problemText: Readonly<Record<StorageProblem, string>> = {
  full: `This browser's storage for the site is full, so the table could not be saved. ${NOT_SAVED}`,
  unavailable: `This browser does not let the site save data (storage is blocked or unavailable). ${NOT_SAVED}`,
};

export type LoadedEvent = { event: CompetitionEvent | null; message: string | null };
export type SaveResult = { ok: true } | { ok: false; message: string };

const saveResult = (storage: SafeStorage, result: WriteResult): SaveResult => {
  if (!storage.available) return { ok: false, message: problemText.unavailable };
  return result.ok ? result : { ok: false, message: problemText[result.problem] };
};

/** The saved event, or null when there is none; `message` explains any problem. */
export function loadSavedEvent(storage: SafeStorage): LoadedEvent {
  if (!storage.available) return { event: null, message: problemText.unavailable };
  const text = storage.get(EVENT_STORAGE_KEY);
  if (text === null) return { event: null, message: null };
  const parsed = parseEvent(text);
  if (parsed.ok) return { event: parsed.event, message: null };
  const kept =
    storage.set(UNREADABLE_EVENT_KEY, text).ok && storage.remove(EVENT_STORAGE_KEY).ok
      ? ` It was set aside under "${UNREADABLE_EVENT_KEY}" in this browser's storage, not deleted.`
      : '';
  return { event: null, message: `The saved competition table could not be read (${parsed.message}), so a new one was started.${kept}` };
}

/** Saves the event, or says why it could not. */
export const saveEvent = (storage: SafeStorage, event: CompetitionEvent): SaveResult =>
  saveResult(storage, storage.set(EVENT_STORAGE_KEY, JSON.stringify(event)));

/** Forgets the saved event (the page starts a new one). */
export const clearSavedEvent = (storage: SafeStorage): SaveResult => saveResult(storage, storage.remove(EVENT_STORAGE_KEY));

/** The saved event as another tab may have left it: null when none is saved or it cannot be read. */
export function storedEvent(storage: SafeStorage): CompetitionEvent | null {
  const text = storage.available ? storage.get(EVENT_STORAGE_KEY) : null;
  const parsed = text === null ? null : parseEvent(text);
  return parsed?.ok ? parsed.event : null;
}

export type EventChange = { ok: true; event: CompetitionEvent; fromOtherTab: boolean; saved: SaveResult } | { ok: false; message: string };

/**
 * One change to the table (a score, a round, a name), made on what storage holds now rather than on the
 * table on screen, then saved: another tab on the same event may have recorded scores since this page last
 * read it, and they are kept. With no saved event (or no storage) the change is made on the table on
 * screen. Two tabs must not run it at once (the page holds a Web Lock around it).
 */
export function changeSavedEvent(
  storage: SafeStorage,
  onScreen: CompetitionEvent,
  change: (event: CompetitionEvent) => EventUpdate,
): EventChange {
  const stored = storedEvent(storage);
  const base = stored ?? onScreen;
  const result = change(base);
  if (!result.ok) return result;
  const fromOtherTab = stored !== null && JSON.stringify(stored) !== JSON.stringify(onScreen);
  return { ok: true, event: result.event, fromOtherTab, saved: saveEvent(storage, result.event) };
}

/** A change this tab made that gives the same table however often it is made (a score, a name), kept a short while. */
export interface RecentChange {
  make: (event: CompetitionEvent) => EventUpdate;
  /** What the page said when it was made. */
  done: string;
  /** When it was made (ms since 1970). */
  at: number;
}

/** How long a change is watched for: far longer than storage takes to reach another tab. */
export const RECENT_CHANGE_MS = 5_000;

/**
 * The changes among `recent` that the table another tab just saved leaves out: made on it again, each would
 * still change it. Storage reaches each tab a moment after the write, so a tab that takes the lock just
 * after another may read the table from before that tab's change and save over it; the change is then made
 * again, once, and the page says so.
 */
export const changesLeftOut = (theirs: CompetitionEvent, recent: readonly RecentChange[]): RecentChange[] =>
  recent.filter((c) => {
    const result = c.make(theirs);
    return result.ok && tableKey(result.event) !== tableKey(theirs);
  });

/** What a table decides, whatever order its players and scores were entered in. */
const tableKey = (event: CompetitionEvent): string =>
  JSON.stringify([
    event.name,
    [...event.players].sort(),
    event.rounds.map((r) => [r.label, r.scores.map((s) => `${s.player}\u0000${s.gameScore}`).sort()]),
  ]);
