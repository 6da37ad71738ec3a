/**
 * A saved list's record (savedLists.ts has the rules that read and compare them): its storage key, the
 * stamp that tells two tabs' writes apart, a new record and its stored text. Apart from the rules, which
 * check what storage holds with the list file's schema (fetched only when a list is read).
 */
import { dataVersion } from '../../data/dataVersion.ts';
import type { GwshList } from '../../gwsh/list/listFile.ts';
import { nameWithSuffix } from '../../gwsh/list/listFormat.ts';
import type { CostTables } from '../../data/tables/costTables.ts';
import { snapshotRows } from '../../gwsh/list/rowChanges.ts';
import type { RowSnapshot } from '../../gwsh/list/rowSnapshot.ts';
import type { Conflict as RecordConflict, Stamp } from '../../storage/revisions.ts';
import type { RecordFamily, UnreadableEntry as FamilyUnreadable } from '../../storage/recordFamily.ts';
import { storageKeys } from '../../site/storageKeys.ts';

export const LIST_KEY_PREFIX = storageKeys.listPrefix;
/** The list this browser had open last. */
export const ACTIVE_LIST_KEY = storageKeys.activeList;

export const RECORD_FORMAT = 'gwt-saved-list';
export const RECORD_VERSION = 1;

export interface SavedList extends Stamp {
  id: string;
  created: number;
  /** The list itself, in the `gwsh-list` format, with the data version it was built on. */
  list: GwshList;
  /** The table values its cost depended on when last checked (rowChanges.ts). */
  rows: RowSnapshot;
  /** The air-superiority maximum the player entered (10.4); not part of the list file. */
  maxAircraft: number | null;
}

export const idPattern = /^[A-Za-z0-9_-]{1,64}$/;

export const keyOfList = (id: string) => `${LIST_KEY_PREFIX}${id}`;

/** The stored text of a record: fixed field order. */
export function serialiseRecord(record: SavedList): string {
  const { id, rev, writer, created, updated, list, rows, maxAircraft } = record;
  return JSON.stringify({ format: RECORD_FORMAT, version: RECORD_VERSION, id, rev, writer, created, updated, list, rows, maxAircraft });
}

/**
 * A stored entry the page could not read: left exactly as it is and reported. `extra`: a list past the cap
 * (from an older version of the site), read so that it can be split; absent otherwise.
 */
export type UnreadableEntry = FamilyUnreadable<GwshList>;

/** The saved lists' family of records (savedLists.ts makes it, with the rules that read an entry). */
export type SavedListFamily = RecordFamily<SavedList, GwshList>;

/**
 * What a backup holds for an entry the page could not read (UnreadableEntry): the list inside it as stored,
 * or the whole text where it is not a record at all, so that nothing kept in the browser is left out of a
 * backup; the backup's reader reports it or, past the cap, splits it.
 */
export function storedListOf(text: string): unknown {
  try {
    const json: unknown = JSON.parse(text);
    return typeof json === 'object' && json !== null && 'list' in json ? json.list : text;
  } catch {
    return text;
  }
}

/** Oldest first, so that the player's set keeps its order. */
export const sortLists = (lists: readonly SavedList[]) =>
  [...lists].sort((a, b) => a.created - b.created || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

/**
 * A new, never saved list (rev 0). A list that records no data version is taken to be built on today's.
 * Before the tables have loaded (`tables` null) nothing is recorded; the first edit records what the list
 * uses (refreshSnapshot).
 */
export function newRecord(
  id: string,
  list: GwshList,
  now: number,
  tables: CostTables | null,
  maxAircraft: number | null = null,
): SavedList {
  const stamped = list.dataVersion === undefined ? { ...list, dataVersion } : list;
  const rows = tables ? snapshotRows(stamped, tables) : {};
  return { id, rev: 0, writer: '', updated: now, created: now, list: stamped, rows, maxAircraft };
}

/** Another tab changed or deleted a list this tab is saving or showing, or its entry cannot be read. */
export type Conflict = RecordConflict<SavedList>;

/** "Name (copy)", "Name (copy 2)", …: a name no other list has, within the length a name may have. */
export function copyName(name: string, taken: Iterable<string>): string {
  const names = new Set(taken);
  const base = name.replace(/ \(copy(?: \d+)?\)$/, '') || 'List';
  for (let n = 1; ; n++) {
    const candidate = nameWithSuffix(base, n === 1 ? ' (copy)' : ` (copy ${n})`);
    if (!names.has(candidate)) return candidate;
  }
}

/** An id for a new list from a random source (crypto.randomUUID in the page). */
export function listIdFrom(random: string): string {
  const id = random.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 64);
  if (!idPattern.test(id)) throw new Error(`listIdFrom: "${random}" gives no usable id`);
  return id;
}
