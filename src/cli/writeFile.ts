/**
 * Writing a file the command line was given (`gwsh event pair --write`, `gwsh event score`): whole or not at
 * all. The text goes to a copy beside the file, which then takes the file's place in one rename, so an
 * interrupted run leaves the file as it was.
 */
import { lineText } from '../lib/files/terminalText.ts';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/** Writes `text` to `file`; null when done, else one sentence saying why not (the file is unchanged). */
export function writeWhole(file: string, text: string): string | null {
  const copy = join(dirname(file), `.${basename(file)}.${process.pid}.tmp`);
  try {
    writeFileSync(copy, text, { flag: 'wx' });
    renameSync(copy, file);
    return null;
  } catch (e) {
    rmSync(copy, { force: true });
    return `${lineText(file)} was not written (${(e as Error).message}); it is unchanged.`;
  }
}
