/** Every command of `gwsh`, by name. Add a command by adding its module here. */
import type { Command } from './result.ts';
import { exportCommand } from './export.ts';

export const commands: Record<string, Command> = {
  export: exportCommand,
};
