/**
 * The lists a player keeps in the browser: a family of records (src/lib/storage/recordFamily.ts), each list
 * its own storage entry (`gwt:gwsh-list:<id>`) with its stamp, read here with the list file's schema. The
 * family holds the rules that stop two tabs from losing each other's changes; the record itself (keys, a new
 * record, its stored text) is in savedListRecord.ts. Fetched when the list builder opens, as the schemas are.
 */
import * as z from 'zod/mini';
import { lazySchema } from '../../files/lazySchema.ts';
import { parseListFile, parseOversizedList, type GwshList } from '../../gwsh/list/listFile.ts';
import { rowSnapshotSchema } from '../../gwsh/list/rowSnapshot.ts';
import type { SafeStorage, StorageProblem } from '../../storage/safeStorage.ts';
import { RecordFamily, type EntryRead } from '../../storage/recordFamily.ts';
import type { Locks } from '../../storage/recordStore.ts';
import { storageLocks } from '../../site/storageKeys.ts';
import {
  ACTIVE_LIST_KEY,
  idPattern,
  LIST_KEY_PREFIX,
  RECORD_FORMAT,
  RECORD_VERSION,
  serialiseRecord,
  sortLists,
  type SavedList,
  type SavedListFamily,
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

/** A stored entry read as the family of saved lists reads it (an oversized list kept so that it can be split). */
function readEntry(text: string): EntryRead<SavedList, GwshList> {
  const read = readRecord(text);
  return read.ok ? { ok: true, value: read.record } : { ok: false, message: read.error, ...(read.oversized && { extra: read.oversized }) };
}

/** The saved lists as a family of records (src/lib/storage/recordFamily.ts); `locks` null: no tab waits for another. */
export const savedListFamily = (storage: SafeStorage, locks: Locks | null): SavedListFamily =>
  new RecordFamily<SavedList, GwshList>({
    storage,
    prefix: LIST_KEY_PREFIX,
    pointerKey: ACTIVE_LIST_KEY,
    lockName: storageLocks.listSave,
    locks,
    read: readEntry,
    write: serialiseRecord,
  });

/** Every saved list, oldest first, and every entry that could not be read. */
export function loadLists(storage: SafeStorage): { lists: SavedList[]; unreadable: UnreadableEntry[] } {
  const { entries, unreadable } = savedListFamily(storage, null).load();
  return { lists: sortLists(entries), unreadable };
}
