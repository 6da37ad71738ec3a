/** The Great Battles of WWII charts (seed 002) tables, parsed and validated once. */
import type { AnyTable } from '../parseTable.ts';

export const gbww2Tables: readonly AnyTable[] = [];
