/** The Great War in 54mm tables, typed; read and validated by ../tableFiles.ts. */
import type { AnyTable } from '../parseTable.ts';
import { tablesByRole } from '../tableFiles.ts';
import { tableRoles } from '../tableRoles.ts';

/** The Great War in 54mm tables, by role. */
export const gw54 = tablesByRole('gw54', tableRoles.gw54);

export const gw54Tables: readonly AnyTable[] = Object.values(gw54);
