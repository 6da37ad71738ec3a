/**
 * Keeps an event's running table (GWSH 7.1, competition.ts) in the browser between visits. Storage is
 * passed in as a getter, because merely touching `localStorage` throws where the browser blocks it. Every
 * failure (blocked, full, unreadable data) comes back as one sentence and the page carries on with the
 * table in memory: the organiser can still record rounds and export them.
 */
import { parseEvent, type CompetitionEvent } from './competition.ts';

/** The part of the Web Storage API used here. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const EVENT_STORAGE_KEY = 'gwsh-competition-event';
/** Where an unreadable saved table is moved, so saving a new one never destroys it. */
export const UNREADABLE_EVENT_KEY = `${EVENT_STORAGE_KEY}.unreadable`;

const NOT_SAVED = 'The table is kept on this page only: export it as JSON or CSV before you close the page.';

function storageProblem(e: unknown): string {
  if (typeof e === 'object' && e !== null && (e as { name?: unknown }).name === 'QuotaExceededError') {
    return `This browser's storage for the site is full, so the table could not be saved. ${NOT_SAVED}`;
  }
  return `This browser does not let the site save data (storage is blocked or unavailable). ${NOT_SAVED}`;
}

export type LoadedEvent = { event: CompetitionEvent | null; message: string | null };

/** The saved event, or null when there is none; `message` explains any problem. */
export function loadSavedEvent(storage: () => KeyValueStore): LoadedEvent {
  let text: string | null;
  let store: KeyValueStore;
  try {
    store = storage();
    text = store.getItem(EVENT_STORAGE_KEY);
  } catch (e) {
    return { event: null, message: storageProblem(e) };
  }
  if (text === null) return { event: null, message: null };
  const parsed = parseEvent(text);
  if (parsed.ok) return { event: parsed.event, message: null };
  let kept = '';
  try {
    store.setItem(UNREADABLE_EVENT_KEY, text);
    store.removeItem(EVENT_STORAGE_KEY);
    kept = ` It was set aside under "${UNREADABLE_EVENT_KEY}" in this browser's storage, not deleted.`;
  } catch {
    kept = '';
  }
  return { event: null, message: `The saved competition table could not be read (${parsed.message}), so a new one was started.${kept}` };
}

export type SaveResult = { ok: true } | { ok: false; message: string };

/** Saves the event, or says why it could not. */
export function saveEvent(storage: () => KeyValueStore, event: CompetitionEvent): SaveResult {
  try {
    storage().setItem(EVENT_STORAGE_KEY, JSON.stringify(event));
    return { ok: true };
  } catch (e) {
    return { ok: false, message: storageProblem(e) };
  }
}

/** Forgets the saved event (the page starts a new one). */
export function clearSavedEvent(storage: () => KeyValueStore): SaveResult {
  try {
    storage().removeItem(EVENT_STORAGE_KEY);
    return { ok: true };
  } catch (e) {
    return { ok: false, message: storageProblem(e) };
  }
}
