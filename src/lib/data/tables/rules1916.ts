/** The "1916" (seeds 001 and 004) tables, parsed and validated once. */
import type { AnyTable } from '../parseTable.ts';

export const rules1916Tables: readonly AnyTable[] = [];
