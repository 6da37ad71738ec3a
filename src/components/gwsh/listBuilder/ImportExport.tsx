/**
 * Download the list as a gwsh-list file, or every list as a backup (one file, or several past the size cap); open list files or a backup as
 * new lists (every file's and every list's outcome is reported; nothing is replaced, and a list already
 * saved exactly so is not added twice).
 */
import { useId } from 'react';
import { listFileName } from '#src/lib/gwsh/list/listEdits.ts';
import { serialiseList, type GwshList } from '#src/lib/gwsh/list/listFile.ts';
import { importEntries, type ImportEntry } from '#src/lib/gwsh/list/listImport.ts';
import { backupFileName, backupFiles } from '#src/lib/gwsh/list/listBackup.ts';
import { storedListOf, type UnreadableEntry } from '#src/lib/tools/listBuilder/savedListRecord.ts';
import { downloadText } from '../../shared/download.ts';
import { readPickedFiles } from '../../shared/files.ts';

interface Props {
  list: GwshList;
  /** Every saved list, for the backup, and what storage holds that the page could not read. */
  lists: readonly GwshList[];
  unreadable: readonly UnreadableEntry[];
  announce: (text: string) => void;
  onImport: (entries: ImportEntry[]) => void;
}

export default function ImportExport({ list, lists, unreadable, announce, onImport }: Props) {
  const id = useId();
  const read = async (input: HTMLInputElement) => {
    const files = await readPickedFiles(input);
    if (files.length > 0) onImport(importEntries(files));
  };
  return (
    <div className="lb-toolbar">
      <button type="button" className="lb-button" onClick={() => downloadText(listFileName(list), serialiseList(list))}>
        Download list file
      </button>
      <button
        type="button"
        className="lb-button"
        onClick={() => {
          const date = new Date().toISOString().slice(0, 10);
          const files = backupFiles(
            lists,
            unreadable.map((u) => storedListOf(u.text)),
          );
          files.forEach((text, i) => downloadText(backupFileName(date, i + 1, files.length), text));
          const held =
            unreadable.length > 0
              ? `The backup holds your ${lists.length} lists and, as they are stored, the ${unreadable.length} that this page could not read.`
              : '';
          const split =
            files.length > 1
              ? `The backup is ${files.length} files, each small enough to open again: import them all together to restore every list.`
              : '';
          if (held || split) announce([held, split].filter(Boolean).join(' '));
        }}
      >
        Save all my lists
      </button>
      <span className="lb-file">
        <input
          id={`${id}-file`}
          type="file"
          accept=".json,application/json"
          multiple
          className="lb-file-input"
          onChange={(e) => void read(e.currentTarget)}
        />
        <label htmlFor={`${id}-file`} className="lb-button">
          Import list files or a backup…
        </label>
      </span>
    </div>
  );
}
