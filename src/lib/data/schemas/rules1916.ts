/** Row schemas of the "1916" by The War Times Journal: basic game setup (seed 001) and introduction (seed 004) tables. */
import { z } from 'zod';
import { baseRow } from '../schemaParts.ts';

export const rules1916RowSchemas = {} as const satisfies Record<string, z.ZodType>;
