/** The Great Battles of WWII chart tables, typed; read and validated by ../tableFiles.ts. */
import type { AnyTable } from '../parseTable.ts';
import { tablesByRole } from '../tableFiles.ts';
import { tableRoles } from '../tableRoles.ts';

/** The Great Battles of WWII tables, by id (camel-cased). */
export const gbww2 = tablesByRole('gbww2', tableRoles.gbww2);

/** The gbww2 tables in publishing order: the order of the chart pages. */
export const gbww2Tables: readonly AnyTable[] = Object.values(gbww2);
