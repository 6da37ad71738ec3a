/**
 * A backup of every saved list in one file: `gwsh-lists`, version 1, `{ format, version, lists }` where each
 * entry is a `gwsh-list` (docs/formats.md). "Save all my lists" writes it; the list import reads it back,
 * each list on its own (a damaged one never stops the others), adding only the lists not already saved.
 */
import { fileBytes, MAX_FILE_BYTES } from '../../files/fileLimits.ts';
import type { GwshList } from './listFile.ts';
import { serialiseList } from './listFile.ts';

export const BACKUP_FORMAT = 'gwsh-lists';
export const BACKUP_FORMAT_VERSION = 1;

const backupText = (lines: readonly string[]) =>
  `{\n  "format": "${BACKUP_FORMAT}",\n  "version": ${BACKUP_FORMAT_VERSION},\n  "lists": [${lines.length ? `\n${lines.join(',\n')}\n  ` : ''}]\n}\n`;

/**
 * The backup's files: the lists in the order given, each as its own list file would hold it (one to a line),
 * then `unread`, entries the page could not read, as they were stored (a list past the cap is split when
 * restored). One file while the whole fits the size every file reader takes (fileLimits.ts); otherwise as
 * many files as it takes, each within it, so every file the page writes opens again.
 */
export function backupFiles(lists: readonly GwshList[], unread: readonly unknown[] = []): string[] {
  const lines = [...lists.map((list) => JSON.parse(serialiseList(list)) as unknown), ...unread].map(
    (entry) => `    ${JSON.stringify(entry)}`,
  );
  const room = MAX_FILE_BYTES - fileBytes(backupText([]));
  const files: string[][] = [[]];
  let used = 0;
  for (const line of lines) {
    // An entry and the comma and line break that follow it.
    const bytes = fileBytes(line) + 2;
    if (used + bytes > room && files.at(-1)!.length > 0) {
      files.push([]);
      used = 0;
    }
    files.at(-1)!.push(line);
    used += bytes;
  }
  return files.map(backupText);
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

/** A backup file's name: "great-war-tables-lists-<date>.json", or "…-<date>-part-1-of-3.json" for one of several. */
export const backupFileName = (date: string, part: number, parts: number): string =>
  `great-war-tables-lists-${date}${parts > 1 ? `-part-${part}-of-${parts}` : ''}.json`;
