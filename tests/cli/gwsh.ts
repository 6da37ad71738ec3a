/**
 * The command line as the tests run it: `main()` in this process (fast: no Node start-up per call), with
 * stderr ended by a newline as `run()` writes it. `gwshProcess` starts the real bin, for the few checks
 * that need a process (exit status, standard input).
 */
import { spawnSync } from 'node:child_process';
import { main } from '../../src/cli/main.ts';
import { PROCESS_MS } from '../support/processBudget.ts';

export { PROCESS_MS };

export const root = new URL('../../', import.meta.url).pathname;

export async function gwsh(...args: string[]) {
  return gwshAt({ terminal: false }, ...args);
}

/** As `gwsh`, with the output going to a terminal (`terminal: true`) or to a pipe. */
export async function gwshAt(env: { terminal: boolean }, ...args: string[]) {
  const r = await main(args, env);
  const stderr = r.stderr === undefined ? '' : r.stderr.endsWith('\n') ? r.stderr : `${r.stderr}\n`;
  return { code: r.code, stdout: r.stdout ?? '', stderr };
}

/** The real bin in a process of its own, stopped at the process budget. */
export function gwshProcess(args: string[], input?: string | Buffer) {
  const run = spawnSync(`${root}node_modules/.bin/node`, ['bin/gwsh.mjs', ...args], {
    cwd: root,
    encoding: 'utf8',
    input,
    timeout: PROCESS_MS,
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}
