/** Reading a file named on the command line, shared by the commands that take one (cost, vp). */
import { readFileSync } from 'node:fs';

/** The file's text, or one sentence saying why it cannot be read (for stderr, exit code 2). */
export function readText(file: string): string | { error: string } {
  try {
    return readFileSync(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'there is no such file' : code === 'EISDIR' ? 'it is a folder' : (e as Error).message;
    return { error: `Cannot read ${file}: ${why}.` };
  }
}
