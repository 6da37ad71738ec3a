/**
 * The `gwsh` command line: JSON in, JSON out, over the same engine as the site (docs/command-line.md).
 * Exit codes: 0 done (and the list or game is legal), 1 done but it breaks a rule, 2 unreadable input, 3 a
 * list not passed because a check that decides it could not be made (result.ts).
 */
import { lineText } from '../lib/files/terminalText.ts';
import { commands } from './commands.ts';
// Loading the registry validates every table, so a command never runs on a broken data file.
import '../lib/data/registry.ts';
import { terminalText } from '../lib/files/terminalText.ts';
import { dataVersion } from '../lib/data/changelog.ts';
import packageJson from '../../package.json' with { type: 'json' };
import { closestName } from '../lib/closestName.ts';
import type { CommandEnv, CommandResult } from './result.ts';

function usage(): string {
  const lines = [...commands.values()].map((c) => `  ${c.usage}\n      ${c.summary}`);
  return `Usage:\n${lines.join('\n')}\n  gwsh help [command]\n  gwsh --version\n`;
}

function help(name: string | undefined): CommandResult {
  if (name === undefined) return { stdout: usage(), code: 0 };
  const command = commands.get(name);
  if (!command) return unknown(name);
  return { stdout: `Usage: ${command.usage}\n${command.summary}\n`, code: 0 };
}

function unknown(name: string): CommandResult {
  const near = closestName(name, commands.keys());
  const hint = near ? ` Did you mean "${near}"?` : '';
  return { stderr: `Unknown command "${lineText(name)}".${hint}\n${usage()}`, code: 2 };
}

/** Runs a command; nothing from a file or an argument reaches the terminal as a control sequence. */
export async function main(argv: string[], env: CommandEnv = { terminal: false }): Promise<CommandResult> {
  const result = await dispatch(argv, env);
  return {
    code: result.code,
    ...(result.stdout !== undefined && { stdout: terminalText(result.stdout) }),
    ...(result.stderr !== undefined && { stderr: terminalText(result.stderr) }),
  };
}

async function dispatch(argv: string[], env: CommandEnv): Promise<CommandResult> {
  const [name, ...args] = argv;
  if (name === '--help' || name === '-h') return help(undefined);
  if (name === 'help') return help(args[0]);
  if (name === '--version' || name === '-V') {
    return { stdout: `gwsh ${packageJson.version} (data version ${dataVersion})\n`, code: 0 };
  }
  if (!name) return { stderr: usage(), code: 2 };
  // A Map, so that "constructor" or "__proto__" is an unknown command, not an inherited method.
  const command = commands.get(name);
  if (!command) return unknown(name);
  if (args[0] === '--help' || args[0] === '-h') return help(name);
  return command.run(args, env);
}
