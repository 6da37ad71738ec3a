/**
 * The exit codes (docs/command-line.md): 0 passed, 1 breaks a rule, 2 unreadable, 3 not passed because a
 * deciding check could not be made (a unit the source gives no price, no front set where it decides).
 */
export type ExitCode = 0 | 1 | 2 | 3;

/** Exit codes from worst to best, for a run over several files: unreadable, breaks a rule, not passed, passed. */
const WORST_FIRST: readonly ExitCode[] = [2, 1, 3, 0];

export const worstExit = (codes: readonly ExitCode[]): ExitCode => WORST_FIRST.find((c) => codes.includes(c)) ?? 0;

/** What a command returns: text for stdout/stderr and the exit code. */
export type CommandResult = { stdout?: string; stderr?: string; code: ExitCode };
/** Where the output goes. */
export type CommandEnv = {
  /** Stdout is a terminal a person reads (summaries), not a pipe or file a program reads (JSON). */
  terminal: boolean;
};

export type Command = {
  /** "gwsh vp <game-file | ->" */
  usage: string;
  /** One sentence: what the command does, for `gwsh help`. */
  summary: string;
  run: (args: string[], env: CommandEnv) => CommandResult | Promise<CommandResult>;
};

export const jsonOut = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
