/**
 * The browser's storage for this site, opened once per page, on first use (never during the server
 * render): opening probes it with a write, which every other open tab hears as a storage event.
 */
import { openStorage, type SafeStorage } from '../../lib/storage/safeStorage.ts';
import type { Locks } from '../../lib/storage/recordStore.ts';

let opened: SafeStorage | null = null;

export const browserStorage = (): SafeStorage => (opened ??= openStorage(() => window.localStorage));

/** The browser's Web Locks for the record store, or null in a browser without them. */
export const webLocks = (): Locks | null =>
  typeof navigator !== 'undefined' && 'locks' in navigator ? { request: (name, task) => navigator.locks.request(name, task) } : null;
