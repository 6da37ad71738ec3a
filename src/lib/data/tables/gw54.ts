/** The The Great War in 54mm (seed 003) tables, parsed and validated once. */
import type { AnyTable } from '../parseTable.ts';

export const gw54Tables: readonly AnyTable[] = [];
