/** Row schemas of the The Great War in 54mm (seed 003) tables. */
import { z } from 'zod';
import { baseRow } from '../schemaParts.ts';

export const gw54RowSchemas = {} as const satisfies Record<string, z.ZodType>;
