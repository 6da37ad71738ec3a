/** The Great War in 54mm tables, typed; validated when the registry loads them. */
import type { AnyTable } from '../parseTable.ts';
import { loadTable as load } from '../loadTable.ts';

import weaponsJson from '#src/content/tables/gw54/weapons.json' with { type: 'json' };
import hitScoresJson from '#src/content/tables/gw54/hit-scores.json' with { type: 'json' };

/** The Great War in 54mm tables, by role. */
export const gw54 = {
  weapons: load('gw54', 'gw54-weapon', weaponsJson),
  hitScores: load('gw54', 'gw54-hit-score', hitScoresJson),
};

export const gw54Tables: readonly AnyTable[] = [gw54.weapons, gw54.hitScores];
