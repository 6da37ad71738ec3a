/**
 * The browser's storage for this site, opened once per page, on first use (never during the server
 * render): opening probes it with a write, which every other open tab hears as a storage event.
 */
import { openStorage, type SafeStorage } from '../../lib/storage/safeStorage.ts';

let opened: SafeStorage | null = null;

export const browserStorage = (): SafeStorage => (opened ??= openStorage(() => window.localStorage));
