/** Download the list as a gwsh-list file, or open list files as new lists (every file's outcome is reported; nothing is replaced). */
import { useId } from 'react';
import { listFileName } from '../../lib/gwsh/list/listEdits.ts';
import { serialiseList, type GwshList } from '../../lib/gwsh/list/listFile.ts';
import { listImports, type ImportOutcome } from '../../lib/gwsh/list/listImport.ts';
import { downloadText, readPickedFiles } from '../shared/files.ts';

interface Props {
  list: GwshList;
  onImport: (outcomes: ImportOutcome[]) => void;
}

export default function ImportExport({ list, onImport }: Props) {
  const id = useId();
  const read = async (input: HTMLInputElement) => {
    const files = await readPickedFiles(input);
    if (files.length > 0) onImport(listImports(files));
  };
  return (
    <div className="lb-toolbar">
      <button type="button" className="lb-button" onClick={() => downloadText(listFileName(list), serialiseList(list))}>
        Download list file
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
          Import list files…
        </label>
      </span>
    </div>
  );
}
