/** What a command returns: text for stdout/stderr and the exit code (docs/command-line.md). */
export type CommandResult = { stdout?: string; stderr?: string; code: 0 | 1 | 2 };
export type Command = {
  /** "gwsh vp <game-file | ->" */
  usage: string;
  /** One sentence: what the command does, for `gwsh help`. */
  summary: string;
  run: (args: string[]) => CommandResult | Promise<CommandResult>;
};

export const jsonOut = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
