/**
 * Reading a file named on the command line (cost, vp): `-` is standard input; anything but a regular file
 * (a folder, a FIFO, a device such as /dev/zero) is refused before it is read, so nothing can hang; the
 * bytes are decoded by the same boundary reader as the pages (src/lib/files/fileText.ts).
 */
import { lineText } from '../lib/files/terminalText.ts';
import { closeSync, openSync, readdirSync, readSync, statSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import { decodeFileBytes, sizeProblem } from '../lib/files/fileText.ts';
import { MAX_FILE_BYTES } from '../lib/files/fileLimits.ts';
import { thousands } from '../lib/numbers/wording.ts';

const why = (e: unknown) => {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'there is no such file';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EISDIR') return 'it is a folder';
  return (e as Error).message;
};

function kind(stats: Stats): string | null {
  if (stats.isFile()) return null;
  if (stats.isDirectory()) return 'it is a folder with no .json files in it';
  if (stats.isFIFO()) return 'it is a pipe, not a file';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'it is a device, not a file';
  return 'it is not a regular file';
}

/** Reads at most MAX_FILE_BYTES + 1 bytes: enough to tell that a larger file is too large. */
function readCapped(fd: number): Uint8Array {
  const buffer = Buffer.alloc(MAX_FILE_BYTES + 1);
  let length = 0;
  for (;;) {
    const n = readSync(fd, buffer, length, buffer.length - length, null);
    if (n === 0 || (length += n) >= buffer.length) break;
  }
  return buffer.subarray(0, length);
}

/** The file's text, or one sentence saying why it cannot be read (for stderr, exit code 2). */
export function readText(file: string, stdin = 0): string | { error: string } {
  const name = file === '-' ? 'standard input' : file;
  // A file's name is quoted on one line whatever it holds: a line break in it cannot start a line of its own.
  const shown = lineText(name);
  let fd: number | null = null;
  try {
    let bytes: Uint8Array;
    if (file === '-') {
      // Capped like a file: a stream that never ends (/dev/zero) is cut off, not read into memory.
      bytes = readCapped(stdin);
      if (bytes.length > MAX_FILE_BYTES) {
        return {
          error: `Standard input is more than ${thousands(MAX_FILE_BYTES)} bytes, larger than any file the site reads.`,
        };
      }
    } else {
      // Stat before opening: opening a FIFO for reading would wait for a writer.
      const stats = statSync(file);
      const refused = kind(stats);
      if (refused) return { error: `Cannot read ${shown}: ${refused}.` };
      const tooLarge = sizeProblem(stats.size, file);
      if (tooLarge) return { error: tooLarge };
      fd = openSync(file, 'r');
      bytes = readCapped(fd);
    }
    const decoded = decodeFileBytes(bytes, name);
    return decoded.ok ? decoded.text : { error: decoded.error };
  } catch (e) {
    return { error: `Cannot read ${shown}: ${why(e)}.` };
  } finally {
    if (fd !== null) closeSync(fd);
  }
}

/**
 * The files named on the command line, each folder replaced by the `.json` files directly in it, in name
 * order (an organiser's folder of submissions). A folder with none is kept, so its reading says why.
 */
export function expandFolders(names: readonly string[]): string[] {
  return names.flatMap((name) => {
    if (name === '-') return [name];
    try {
      if (!statSync(name).isDirectory()) return [name];
      const files = readdirSync(name, { withFileTypes: true })
        .filter((e) => e.isFile() && e.name.toLowerCase().endsWith('.json'))
        .map((e) => join(name, e.name))
        .sort();
      return files.length > 0 ? files : [name];
    } catch {
      return [name];
    }
  });
}
