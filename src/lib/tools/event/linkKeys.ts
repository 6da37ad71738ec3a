/**
 * The keys of the players' links, kept in this browser as records of the record store: the organiser's
 * signing key (made once, on the first link), and, on a player's phone, the key each event's links were
 * signed with when the phone first opened one, so a link signed by another key says so.
 */
import { RecordStore, type Locks } from '../../storage/recordStore.ts';
import type { SafeStorage } from '../../storage/safeStorage.ts';
import { newTabId } from '../../storage/revisions.ts';
import { storageKeys } from '../../site/storageKeys.ts';
import { newSigningKey } from '../../share/signedLink.ts';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function open<T>(storage: SafeStorage, locks: Locks | null, key: string, read: (json: unknown) => T | null, initial: T): RecordStore<T> {
  const store = new RecordStore<T>({
    storage,
    key,
    tabId: newTabId(),
    now: Date.now,
    initial: () => initial,
    read: (json) => {
      const value = read(json);
      return value === null ? { ok: false, message: 'it is not a key this site keeps' } : { ok: true, value };
    },
    locks,
  });
  store.open();
  return store;
}

/** Saves a change and waits until it is saved (or kept on the page only). */
const saved = <T>(store: RecordStore<T>, change: (current: T) => T): Promise<T> =>
  new Promise((resolve) =>
    store.change(
      (current) => ({ ok: true, value: change(current) }),
      { merge: true },
      () => resolve(store.getState().value),
    ),
  );

const readKey = (json: unknown): JsonWebKey | null =>
  isObject(json) && json.kty === 'EC' && json.crv === 'P-256' && typeof json.d === 'string' ? (json as JsonWebKey) : null;

/** This browser's signing key for players' links: the one kept, or a new one kept from now on (two tabs agree on one). */
export async function eventSigningKey(storage: SafeStorage, locks: Locks | null): Promise<JsonWebKey> {
  const store = open<JsonWebKey | null>(storage, locks, storageKeys.eventSigningKey, readKey, null);
  const kept = store.getState().value;
  if (kept) return kept;
  const made = await newSigningKey();
  return (await saved(store, (current) => current ?? made)) ?? made;
}

const readKeys = (json: unknown): Record<string, string> | null =>
  isObject(json) && Object.values(json).every((v) => typeof v === 'string') ? (json as Record<string, string>) : null;

/** How many events' keys a phone remembers (the latest kept, as a phone follows a few events a season). */
const REMEMBERED = 50;

/**
 * The key an event's links were signed with as this browser first saw it: `fingerprint` is remembered for
 * `event` when none was; returns the one remembered before, or null when this is the first.
 */
export async function rememberLinkKey(
  storage: SafeStorage,
  locks: Locks | null,
  event: string,
  fingerprint: string,
): Promise<string | null> {
  const store = open<Record<string, string>>(storage, locks, storageKeys.playersLinkKeys, readKeys, {});
  const before = store.getState().value[event] ?? null;
  if (before === null)
    await saved(store, (current) =>
      Object.fromEntries([...Object.entries(current).filter(([e]) => e !== event), [event, fingerprint]].slice(-REMEMBERED)),
    );
  return before;
}
