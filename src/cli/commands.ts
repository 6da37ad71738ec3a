/** Every command of `gwsh`, by name. Add a command by adding its module here. */
import type { Command } from './result.ts';
import { costCommand } from './cost.ts';
import { eventCommand } from './event.ts';
import { exportCommand } from './export.ts';
import { scenarioCommand } from './scenario.ts';
import { vpCommand } from './vp.ts';

export const commands: ReadonlyMap<string, Command> = new Map([
  ['cost', costCommand],
  ['event', eventCommand],
  ['export', exportCommand],
  ['scenario', scenarioCommand],
  ['vp', vpCommand],
]);
