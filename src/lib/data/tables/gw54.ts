/** The Great War in 54mm tables, typed; read and validated by ../tableFiles.ts. */
import type { AnyTable } from '../parseTable.ts';
import { tablesByRole } from '../tableFiles.ts';

/** The Great War in 54mm tables, by role. */
export const gw54 = tablesByRole('gw54', {
  weapons: 'gw54-weapon',
  hitScores: 'gw54-hit-score',
});

export const gw54Tables: readonly AnyTable[] = Object.values(gw54);
