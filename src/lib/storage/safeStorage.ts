/**
 * Browser storage that never throws. Private browsing, storage turned off or a full quota come back as a
 * problem the tool words for its reader, and the page keeps working from memory (bad input or a hostile
 * browser never crashes a page or loses what was kept).
 *
 * No DOM here: the caller passes a way to reach a Storage-like object (normally `() => localStorage`).
 */

import { storageKeys } from '../site/storageKeys.ts';

/** The part of the Web Storage API this module uses. */
export interface StorageLike {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type StorageProblem = 'unavailable' | 'full';

export type WriteResult = { ok: true } | { ok: false; problem: StorageProblem };

export interface SafeStorage {
  /** false: nothing persists beyond this page (the store works from memory). */
  readonly available: boolean;
  /** The storage refused its first write for lack of room: what it holds can be read, and nothing written. */
  readonly fullOnOpen: boolean;
  get(key: string): string | null;
  set(key: string, value: string): WriteResult;
  remove(key: string): WriteResult;
  /** Every key that starts with `prefix`. */
  keys(prefix: string): string[];
}

/** Whether an exception from setItem means "quota exceeded" rather than "not allowed". */
export function isQuotaError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22 || code === 1014;
}

/** A Storage-like object held in memory, for when the browser gives us none. */
export function memoryStorage(): StorageLike {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

const PROBE_KEY = storageKeys.probe;

/**
 * Reaches the storage and checks that it takes a write: the storage and whether it was full, or null when
 * it cannot be used at all. A full storage is still read (what it holds must not vanish).
 */
function probe(reach: () => StorageLike | null | undefined): { storage: StorageLike; full: boolean } | null {
  let storage: StorageLike | null | undefined = null;
  try {
    storage = reach();
    if (!storage) return null;
    storage.setItem(PROBE_KEY, '1');
    storage.removeItem(PROBE_KEY);
    return { storage, full: false };
  } catch (error) {
    return storage && isQuotaError(error) ? { storage, full: true } : null;
  }
}

function failure(problem: StorageProblem): WriteResult {
  return { ok: false, problem };
}

/**
 * Opens the storage `reach` returns. When it cannot be reached or refuses a first write, the result works
 * from memory and says `available: false`.
 */
export function openStorage(reach: () => StorageLike | null | undefined): SafeStorage {
  const reached = probe(reach);
  const real = reached?.storage ?? null;
  const storage = real ?? memoryStorage();
  const write = (action: () => void): WriteResult => {
    try {
      action();
      return { ok: true };
    } catch (error) {
      return failure(isQuotaError(error) ? 'full' : 'unavailable');
    }
  };
  return {
    available: real !== null,
    fullOnOpen: reached?.full ?? false,
    get(key) {
      try {
        return storage.getItem(key);
      } catch {
        return null;
      }
    },
    set: (key, value) => write(() => storage.setItem(key, value)),
    remove: (key) => write(() => storage.removeItem(key)),
    keys(prefix) {
      try {
        const out: string[] = [];
        for (let i = 0; i < storage.length; i++) {
          const key = storage.key(i);
          if (key !== null && key.startsWith(prefix)) out.push(key);
        }
        return out;
      } catch {
        return [];
      }
    },
  };
}
