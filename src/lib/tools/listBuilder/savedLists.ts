/**
 * The lists a player keeps in the browser, and the rules that stop two tabs from losing each other's
 * changes. Pure: the page reads and writes storage through `SafeStorage` and asks this module what to do.
 *
 * Each list is its own storage entry (`gwt:gwsh-list:<id>`), so tabs editing different lists never touch
 * the same entry, and creating or deleting a list is one write. Every entry carries a stamp: a revision
 * counter, the tab that wrote it and when. A tab remembers the stamp of the version it is editing; before
 * it saves it checks that the stored stamp is still that one, and when the browser reports a change to
 * the entry (the `storage` event) it compares stamps again. A different stamp is never overwritten: the
 * tab reloads it when it has nothing unsaved, and otherwise asks the player. The record itself (keys,
 * stamps, a new record, its stored text) is in savedListRecord.ts.
 */
import * as z from 'zod/mini';
import { lazySchema } from '../../files/lazySchema.ts';
import { parseListFile, parseOversizedList, type GwshList } from '../../gwsh/list/listFile.ts';
import { rowSnapshotSchema } from '../../gwsh/list/rowSnapshot.ts';
import type { SafeStorage, StorageProblem } from '../../storage/safeStorage.ts';
import { checkWrite, followStored, nextStamp, type Stamp, type Stored } from '../../storage/revisions.ts';
import {
  idOfKey,
  idPattern,
  LIST_KEY_PREFIX,
  RECORD_FORMAT,
  RECORD_VERSION,
  sortLists,
  type Conflict,
  type SavedList,
  type UnreadableEntry,
} from './savedListRecord.ts';

/** Said when the page opens on a storage that is full: what it can still do, and how to keep the lists. */
export const fullOnOpenMessage =
  'The browser’s storage for this site is full: your saved lists are shown, but no change can be saved until ' +
  'there is room. Save all your lists to a file, or delete lists you no longer need.';

/** Why the latest change to the saved lists is not kept, in words a player can act on. */
export const storageMessages: Record<StorageProblem, string> = {
  unavailable:
    'This browser is not letting the page save anything (private browsing, or site storage turned off), so ' +
    'your lists are kept only while this page stays open: download them to keep them.',
  full:
    'The browser’s storage for this site is full, so your latest change is not saved yet: download the list, ' +
    'or delete lists you no longer need, and it will be saved with your next change.',
};

/** A stored entry's envelope; the list inside is read as a list file. Built on first use (lazySchema.ts). */
const recordSchema = lazySchema(() =>
  z.strictObject({
    format: z.literal(RECORD_FORMAT),
    version: z.literal(RECORD_VERSION),
    id: z.string().check(z.regex(idPattern)),
    rev: z.number().check(z.int(), z.minimum(0)),
    writer: z.string().check(z.maxLength(64)),
    created: z.number(),
    updated: z.number(),
    list: z.unknown(),
    rows: rowSnapshotSchema(),
    maxAircraft: z.nullable(z.number().check(z.int(), z.minimum(0), z.maximum(10_000))),
  }),
);

export type ReadRecord = { ok: true; record: SavedList } | { ok: false; error: string; oversized?: GwshList };

/** Reads one stored entry. Never throws. */
export function readRecord(text: string): ReadRecord {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: 'it is not valid JSON' };
  }
  const parsed = recordSchema().safeParse(json);
  if (!parsed.success) {
    const version = (json as { version?: unknown } | null)?.version;
    if (typeof version === 'number' && version > RECORD_VERSION)
      return { ok: false, error: 'it was saved by a newer version of this site' };
    return { ok: false, error: 'it is not a saved list this site can read' };
  }
  const list = parseListFile(parsed.data.list);
  if (!list.ok) {
    const oversized = parseOversizedList(parsed.data.list);
    return oversized
      ? { ok: false, error: `“${oversized.name?.trim() || 'Untitled list'}” is larger than a list may now be`, oversized }
      : { ok: false, error: list.error };
  }
  const { format: _f, version: _v, ...rest } = parsed.data;
  return { ok: true, record: { ...rest, list: list.list } };
}

/** Every saved list, and every entry that could not be read. */
export function loadLists(storage: SafeStorage): { lists: SavedList[]; unreadable: UnreadableEntry[] } {
  const lists: SavedList[] = [];
  const unreadable: UnreadableEntry[] = [];
  for (const key of storage.keys(LIST_KEY_PREFIX)) {
    const text = storage.get(key);
    if (text === null) continue;
    const read = readRecord(text);
    if (read.ok && read.record.id === idOfKey(key)) lists.push(read.record);
    else if (read.ok) unreadable.push({ key, text, error: 'its name does not match its content' });
    else unreadable.push({ key, text, error: read.error, ...(read.oversized && { oversized: read.oversized }) });
  }
  return { lists: sortLists(lists), unreadable };
}

/** The record as it is written next: one revision on from `after`. */
export const nextRevision = (record: SavedList, after: Stamp, writer: string, now: number): SavedList => ({
  ...record,
  ...nextStamp(after, writer, now),
});

/** A list's stored entry as the revision rules read it (src/lib/storage/revisions.ts). */
function storedList(text: string | null): Stored<SavedList> {
  if (text === null) return { kind: 'none' };
  const read = readRecord(text);
  return read.ok ? { kind: 'ok', stamp: read.record, value: read.record } : { kind: 'bad', text, message: read.error };
}

export type SavePlan = { kind: 'write'; record: SavedList } | { kind: 'conflict'; conflict: Conflict };

/**
 * What saving `draft` should do, given the entry now in storage. `draft` carries the stamp of the version
 * it was edited from; the write goes ahead only if storage still holds that version.
 */
export function planSave(stored: string | null, draft: SavedList, writer: string, now: number): SavePlan {
  const check = checkWrite(storedList(stored), draft);
  return check.kind === 'write' ? { kind: 'write', record: nextRevision(draft, draft, writer, now) } : check;
}

export type UndoPlan =
  { kind: 'write'; record: SavedList } | { kind: 'reload'; record: SavedList } | { kind: 'conflict'; conflict: Conflict };

/**
 * Undo of a delete: the entry is written back only if no tab has written it since. If another
 * tab kept the list meanwhile ("Keep this list" after the delete), its version is shown, never overwritten.
 */
export function planUndo(stored: string | null, removed: SavedList, writer: string, now: number): UndoPlan {
  const entry = storedList(stored);
  if (entry.kind === 'none') return { kind: 'write', record: nextRevision(removed, removed, writer, now) };
  if (entry.kind === 'bad') return { kind: 'conflict', conflict: { kind: 'unreadable', error: entry.message } };
  return { kind: 'reload', record: entry.value };
}

export type ExternalChange = { kind: 'ignore' } | { kind: 'reload'; record: SavedList } | { kind: 'conflict'; conflict: Conflict };

/**
 * What to do when another tab changed the entry of the list this tab is editing (the `storage` event).
 * `dirty`: this tab has edits it has not saved yet.
 */
export function planExternalChange(draft: SavedList, dirty: boolean, newText: string | null): ExternalChange {
  // A list never saved here has nothing in storage to lose; one deleted elsewhere, or written by another tab
  // over the version this one saved, is asked about, never dropped.
  const follow = followStored(storedList(newText), draft, dirty);
  return follow.kind === 'reload' ? { kind: 'reload', record: follow.value } : follow;
}

/** Replaces, in a sorted set of lists, the entry at `key` with what storage now holds there. */
export function applyStoredChange(lists: readonly SavedList[], key: string, newText: string | null): SavedList[] {
  const id = idOfKey(key);
  if (id === null) return [...lists];
  const others = lists.filter((l) => l.id !== id);
  if (newText === null) return others;
  const read = readRecord(newText);
  if (!read.ok || read.record.id !== id) return [...lists];
  return sortLists([...others, read.record]);
}

/**
 * The saved lists and unreadable entries once the entries at `keys` are read again (another tab changed
 * them): only those entries are read, and the lists sorted once, so following a restore of thousands of
 * lists in another tab costs one pass, not a reading of every list per list restored.
 */
export function applyStoredChanges(
  lists: readonly SavedList[],
  unreadable: readonly UnreadableEntry[],
  keys: Iterable<string>,
  storage: SafeStorage,
): { lists: SavedList[]; unreadable: UnreadableEntry[] } {
  const byId = new Map(lists.map((l) => [l.id, l]));
  const unread = new Map(unreadable.map((u) => [u.key, u]));
  for (const key of keys) {
    const id = idOfKey(key);
    if (id === null) continue;
    byId.delete(id);
    unread.delete(key);
    const text = storage.get(key);
    if (text === null) continue;
    const read = readRecord(text);
    if (read.ok && read.record.id === id) byId.set(id, read.record);
    else if (read.ok) unread.set(key, { key, text, error: 'its name does not match its content' });
    else unread.set(key, { key, text, error: read.error, ...(read.oversized && { oversized: read.oversized }) });
  }
  return { lists: sortLists([...byId.values()]), unreadable: [...unread.values()] };
}
