/**
 * Where a page's models meet the browser: the site's storage (opened once per page, on first use, never
 * during the server render: opening probes it with a write, which every other open tab hears as a storage
 * event), the Web Locks that make a record's write atomic across tabs, and one model per stored record on the page (`pageModel`), so every part that shows a record
 * reads and changes the same one.
 *
 * Only the models' bindings (the .ts hooks beside the parts) import this module, and only it and the tab's
 * forms (./keptForms.ts) import src/lib/storage: a part (.tsx) reads what is kept through a model (lint).
 */
import { openStorage, type SafeStorage } from '#src/lib/storage/safeStorage.ts';
import type { Locks } from '#src/lib/storage/recordStore.ts';
export type { Outcome } from '#src/lib/storage/recordStore.ts';

let opened: SafeStorage | null = null;

/** The site's storage; in the server render, an empty one that keeps nothing. */
export const browserStorage = (): SafeStorage =>
  typeof window === 'undefined' ? openStorage(() => null) : (opened ??= openStorage(() => window.localStorage));

/** The browser's Web Locks for the record store, or null in a browser without them. */
export const webLocks = (): Locks | null =>
  typeof navigator !== 'undefined' && 'locks' in navigator ? { request: (name, task) => navigator.locks.request(name, task) } : null;

const models = new Map<string, unknown>();

/** The page's one model of the record under `key`, made by `make` the first time it is asked for. */
export function pageModel<M>(key: string, make: () => M): M {
  if (!models.has(key)) models.set(key, make());
  return models.get(key) as M;
}
