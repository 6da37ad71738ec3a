/** Download the list as a gwsh-list file, or open list files as new lists (a bad file gets one sentence; nothing is replaced). */
import { useId, useRef } from 'react';
import { listFileName } from '../../lib/gwsh/list/listEdits.ts';
import { parseListFile, serialiseList, type GwshList } from '../../lib/gwsh/list/listFile.ts';

/** A list file is a few kB; anything far bigger is not one, and is not read into memory. */
const MAX_FILE_BYTES = 1_000_000;

interface Props {
  list: GwshList;
  onImport: (list: GwshList, fileName: string) => void;
  /** Reports a file that could not be read, in one sentence. */
  onError: (message: string) => void;
}

export function download(text: string, fileName: string, type = 'application/json') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export default function ImportExport({ list, onImport, onError }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  const read = async (files: FileList | null) => {
    for (const file of Array.from(files ?? [])) {
      if (file.size > MAX_FILE_BYTES) {
        onError(`“${file.name}” was not imported: at ${Math.round(file.size / 1000)} kB it is far too large to be a list file.`);
        continue;
      }
      let text: string;
      try {
        text = await file.text();
      } catch {
        onError(`“${file.name}” was not imported: the browser could not read it.`);
        continue;
      }
      const parsed = parseListFile(text);
      if (parsed.ok) onImport(parsed.list, file.name);
      else onError(`“${file.name}” was not imported: ${parsed.error}`);
    }
    if (input.current) input.current.value = '';
  };

  return (
    <div className="lb-toolbar">
      <button type="button" className="lb-button" onClick={() => download(serialiseList(list), listFileName(list))}>
        Download list file
      </button>
      <span className="lb-file">
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept=".json,application/json"
          multiple
          className="lb-file-input"
          onChange={(e) => void read(e.currentTarget.files)}
        />
        <label htmlFor={`${id}-file`} className="lb-button">Import list files…</label>
      </span>
    </div>
  );
}
