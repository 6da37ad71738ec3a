/** The files of a built site folder, for the steps that run after the build. */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Every file under `dir`, as paths relative to it with forward slashes, sorted. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** Every page under `dir`, as absolute paths. */
export const htmlFilesUnder = (dir: string): string[] =>
  filesUnder(dir)
    .filter((f) => f.endsWith('.html'))
    .map((f) => join(dir, f));
