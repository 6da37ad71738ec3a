/** Which version of a stored entry a tab has (recordStore.ts, savedListRecord.ts): equal stamps mean the same write. */
export interface Stamp {
  /** Counts the writes of the entry; 0: never written. */
  rev: number;
  /** The tab that wrote it (a random id per page load). */
  writer: string;
  /** When it was written, in ms since 1970. */
  updated: number;
}

export const sameStamp = (a: Stamp, b: Stamp): boolean => a.rev === b.rev && a.writer === b.writer && a.updated === b.updated;

/** A new tab's name in the stamps it writes: random, at most 32 characters. */
export const newTabId = (): string =>
  (globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`).slice(0, 32);
