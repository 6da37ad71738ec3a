/**
 * The `gwsh` command line (DESIGN §6.2): JSON in, JSON out, over the same engine as the site.
 * Exit codes: 0 done (and the list or game is legal), 1 done but it breaks a rule, 2 unreadable input.
 */
import { commands } from './commands.ts';
// Loading the registry validates every table, so a command never runs on a broken data file.
import '../lib/data/registry.ts';
import { terminalText } from '../lib/files/terminalText.ts';
import type { CommandResult } from './result.ts';

function usage(): string {
  return `Usage:\n${[...commands.values()].map((c) => `  ${c.usage}`).join('\n')}\n`;
}

/** Runs a command; nothing from a file or an argument reaches the terminal as a control sequence. */
export async function main(argv: string[]): Promise<CommandResult> {
  const result = await dispatch(argv);
  return {
    code: result.code,
    ...(result.stdout !== undefined && { stdout: terminalText(result.stdout) }),
    ...(result.stderr !== undefined && { stderr: terminalText(result.stderr) }),
  };
}

async function dispatch(argv: string[]): Promise<CommandResult> {
  const [name, ...args] = argv;
  if (name === '--help' || name === '-h') return { stdout: usage(), code: 0 };
  if (!name) return { stderr: usage(), code: 2 };
  // A Map, so that "constructor" or "__proto__" is an unknown command, not an inherited method.
  const command = commands.get(name);
  if (!command) return { stderr: `Unknown command "${name}".\n${usage()}`, code: 2 };
  return command.run(args);
}
