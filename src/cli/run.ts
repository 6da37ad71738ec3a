/** Runs the command line with the real process streams. */
import { main } from './main.ts';

export async function run(argv: string[]): Promise<number> {
  // A closed pipe (e.g. `gwsh export | head`) is the reader's choice, not an error.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code !== 'EPIPE') throw e;
  });
  const result = await main(argv, { terminal: process.stdout.isTTY === true });
  if (result.stdout) process.stdout.write(result.stdout);
  if (result.stderr) process.stderr.write(result.stderr.endsWith('\n') ? result.stderr : `${result.stderr}\n`);
  return result.code;
}
