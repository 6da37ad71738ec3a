/**
 * Stand-ins for the browser's Web Locks and for each tab's copy of storage, so record-store tests can
 * order two tabs' steps by hand: which tab gets the lock when, and when a tab's copy of storage hears of
 * another tab's write.
 */
import type { Locks } from '#src/lib/storage/recordStore.ts';
import type { StorageLike } from '#src/lib/storage/safeStorage.ts';

/** One tab alone: the lock is free, so the task runs at once. */
export const immediateLocks: Locks = { request: async (_name, task) => task() };

/** The site's locks shared by several tabs: tasks wait, first come first served, until `grant` runs the next. */
export function heldLocks() {
  const waiting: (() => Promise<void>)[] = [];
  const locks: Locks = {
    request: (_name, task) =>
      new Promise<void>((resolve) => {
        waiting.push(() => task().then(resolve));
      }),
  };
  return {
    locks,
    /** How many tasks wait for the lock. */
    waiting: () => waiting.length,
    /** Runs the next waiting task to its end (the lock is let go when it returns). */
    grant: async () => {
      const next = waiting.shift();
      if (next) await next();
    },
  };
}

/**
 * Storage as a browser keeps it across processes: one store of record, and a copy per tab that hears of
 * another tab's write only when `deliver` is called (then it holds what the store of record holds).
 */
export function laggingStorage() {
  const record = new Map<string, string>();
  const copies = new Map<StorageLike, { items: Map<string, string>; unheard: Set<string> }>();
  const wrote = (key: string, from: StorageLike) => {
    for (const [storage, copy] of copies) if (storage !== from) copy.unheard.add(key);
  };
  return {
    /** A new tab's storage, a copy of the store of record as it is now. */
    tab: (): StorageLike => {
      const items = new Map(record);
      const storage: StorageLike = {
        get length() {
          return items.size;
        },
        key: (index) => [...items.keys()][index] ?? null,
        getItem: (key) => items.get(key) ?? null,
        setItem: (key, value) => {
          items.set(key, value);
          record.set(key, value);
          wrote(key, storage);
        },
        removeItem: (key) => {
          items.delete(key);
          record.delete(key);
          wrote(key, storage);
        },
      };
      copies.set(storage, { items, unheard: new Set() });
      return storage;
    },
    /** The tab's copy catches up with the store of record; returns the keys it heard of (its storage events). */
    deliver: (storage: StorageLike): string[] => {
      const copy = copies.get(storage)!;
      const keys = [...copy.unheard];
      copy.unheard.clear();
      for (const key of keys) {
        const value = record.get(key);
        if (value === undefined) copy.items.delete(key);
        else copy.items.set(key, value);
      }
      return keys;
    },
    /** What the store of record holds under `key`. */
    stored: (key: string) => record.get(key) ?? null,
  };
}
