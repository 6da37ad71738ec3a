/** What a command returns: text for stdout/stderr and the exit code (docs/command-line.md). */
export type CommandResult = { stdout?: string; stderr?: string; code: 0 | 1 | 2 };
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
