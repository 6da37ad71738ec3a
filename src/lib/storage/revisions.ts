/**
 * The rules every saved record follows, whatever it holds (a record store's one value, or each entry of a
 * family kept under a key of its own): a write goes ahead only over the version its writer has seen, and
 * another tab's version is followed, never overwritten. Each record's stamp names its version. Pure: the
 * stores read storage and ask these rules what to do.
 */

/** Which version of a stored record a tab has: equal stamps mean the same write. */
export interface Stamp {
  /** Counts the writes of the entry; 0: never written. */
  rev: number;
  /** The tab that wrote it (a random id per page load). */
  writer: string;
  /** When it was written, in ms since 1970. */
  updated: number;
}

/** A new tab's name in the stamps it writes: random, at most 32 characters. */
export const newTabId = (): string =>
  (globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`).slice(0, 32);

export const sameStamp = (a: Stamp, b: Stamp): boolean => a.rev === b.rev && a.writer === b.writer && a.updated === b.updated;

/** What storage holds for a record, as its reader found it (`text`: what a record that cannot be read holds). */
export type Stored<T> = { kind: 'none' } | { kind: 'ok'; stamp: Stamp; value: T } | { kind: 'bad'; text: string; message: string };

/** Why a version cannot simply be written or shown: another tab changed or deleted it, or it cannot be read. */
export type Conflict<T> = { kind: 'changed'; theirs: T } | { kind: 'deleted' } | { kind: 'unreadable'; error: string };

/** The stamp of a write over version `after`: one revision on, and never dated before it. */
export const nextStamp = (after: Stamp, writer: string, now: number): Stamp => ({
  rev: after.rev + 1,
  writer,
  updated: Math.max(now, after.updated + 1),
});

const conflictOf = <T>(stored: Exclude<Stored<T>, { kind: 'none' }>): Conflict<T> =>
  stored.kind === 'bad' ? { kind: 'unreadable', error: stored.message } : { kind: 'changed', theirs: stored.value };

/**
 * Before writing a version made on `madeOn`: it goes ahead when storage still holds that version (nothing
 * at all, for a record never written); anything else is a conflict.
 */
export function checkWrite<T>(stored: Stored<T>, madeOn: Stamp): { kind: 'write' } | { kind: 'conflict'; conflict: Conflict<T> } {
  if (stored.kind === 'none') return madeOn.rev === 0 ? { kind: 'write' } : { kind: 'conflict', conflict: { kind: 'deleted' } };
  if (stored.kind === 'ok' && sameStamp(stored.stamp, madeOn)) return { kind: 'write' };
  return { kind: 'conflict', conflict: conflictOf(stored) };
}

export type Follow<T> = { kind: 'ignore' } | { kind: 'reload'; stamp: Stamp; value: T } | { kind: 'conflict'; conflict: Conflict<T> };

/**
 * After another tab wrote a record this tab shows at version `shown` (`unsaved`: this tab has changes to it
 * not written yet): the same version or an older one is ignored; a newer one is shown, unless it would hide
 * unsaved changes. The same revision by another tab means both wrote over one version at once (storage is
 * not atomic across tabs) and theirs replaced ours: a conflict, whatever this tab holds.
 */
export function followStored<T>(stored: Stored<T>, shown: Stamp, unsaved: boolean): Follow<T> {
  if (stored.kind === 'none') return shown.rev === 0 ? { kind: 'ignore' } : { kind: 'conflict', conflict: { kind: 'deleted' } };
  if (stored.kind === 'bad') return { kind: 'conflict', conflict: conflictOf(stored) };
  if (sameStamp(stored.stamp, shown) || stored.stamp.rev < shown.rev) return { kind: 'ignore' };
  if (stored.stamp.rev === shown.rev || unsaved) return { kind: 'conflict', conflict: conflictOf(stored) };
  return { kind: 'reload', stamp: stored.stamp, value: stored.value };
}
