/**
 * The `gwsh` command line (DESIGN §6.2): JSON in, JSON out, over the same engine as the site.
 * Exit codes: 0 done (and the list or game is legal), 1 done but it breaks a rule, 2 unreadable input.
 */
import { commands } from './commands.ts';
// Loading the registry validates every table, so a command never runs on a broken data file.
import '../lib/data/registry.ts';
import type { CommandResult } from './result.ts';

function usage(): string {
  return `Usage:\n${Object.values(commands).map((c) => `  ${c.usage}`).join('\n')}\n`;
}

export async function main(argv: string[]): Promise<CommandResult> {
  const [name, ...args] = argv;
  if (name === '--help' || name === '-h') return { stdout: usage(), code: 0 };
  if (!name) return { stderr: usage(), code: 2 };
  const command = commands[name];
  if (!command) return { stderr: `Unknown command "${name}".\n${usage()}`, code: 2 };
  return command.run(args);
}
