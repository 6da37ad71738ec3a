/** Row schemas of the Great Battles of WWII chart pages and FAQ (seed 002) tables. */
import { z } from 'zod';
import { baseRow } from '../schemaParts.ts';

export const gbww2RowSchemas = {} as const satisfies Record<string, z.ZodType>;
