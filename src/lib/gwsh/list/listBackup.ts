/**
 * A backup of every saved list in one file: `gwsh-lists`, version 1, `{ format, version, lists }` where each
 * entry is a `gwsh-list` (docs/formats.md). "Save all my lists" writes it; the list import reads it back,
 * each list on its own (a damaged one never stops the others), adding only the lists not already saved.
 */
import type { GwshList } from './listFile.ts';
import { serialiseList } from './listFile.ts';

export const BACKUP_FORMAT = 'gwsh-lists';
export const BACKUP_FORMAT_VERSION = 1;

/**
 * The backup file's text: the lists in the order given, each as its own list file would hold it, then
 * `unread`, entries the page could not read, as they were stored (a list past the cap is split when restored).
 */
export function serialiseBackup(lists: readonly GwshList[], unread: readonly unknown[] = []): string {
  const entries = [...lists.map((list) => JSON.parse(serialiseList(list)) as unknown), ...unread];
  return `${JSON.stringify({ format: BACKUP_FORMAT, version: BACKUP_FORMAT_VERSION, lists: entries }, null, 2)}\n`;
}

export type BackupRead = { ok: true; entries: unknown[] } | { ok: false; error: string } | null;

/**
 * The entries of a backup, unchecked (each is read as a list file by the caller); null for JSON that is
 * not a backup at all (a single list file, say), so the caller reads it the usual way.
 */
export function readBackup(json: unknown): BackupRead {
  if (typeof json !== 'object' || json === null || (json as { format?: unknown }).format !== BACKUP_FORMAT) return null;
  const { version, lists } = json as { version?: unknown; lists?: unknown };
  if (typeof version === 'number' && version > BACKUP_FORMAT_VERSION) {
    return {
      ok: false,
      error: `This backup was made by a newer version of the site (format ${version}); reload the page to get the latest version.`,
    };
  }
  if (version !== BACKUP_FORMAT_VERSION) return { ok: false, error: 'This backup has an unknown format version: it must be 1.' };
  if (!Array.isArray(lists)) return { ok: false, error: 'This backup has no list of lists ("lists" must be a list).' };
  return { ok: true, entries: lists };
}

/**
 * What two lists share when they are the same list, field for field. A list that records no data version is
 * keyed as one built on `current`, the version a saved list is stamped with (savedListRecord.ts, newRecord),
 * so a file restored twice matches what the first restore saved.
 */
export const listContentKey = (list: GwshList, current: string): string =>
  serialiseList(list.dataVersion === undefined ? { ...list, dataVersion: current } : list);
