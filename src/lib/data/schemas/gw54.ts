/** Row schemas of The Great War in 54mm tables. */
import { z } from 'zod';
import { baseRow } from '../schemaParts.ts';

const inches = z.number().nonnegative();

export const gw54RowSchemas = {
  /** Shooting: a weapon's range bands in inches and how many D6 each firer rolls. */
  'gw54-weapon': z
    .object({
      ...baseRow,
      /** Where short range starts: 0, except the mortar's 6". */
      shortRangeFrom: inches,
      shortRangeTo: inches,
      /** Long range runs from the end of short range to here. */
      longRangeTo: inches,
      /** D6 rolled per firer ("Effect" in the source: 3d6 → 3). */
      dice: z.number().int().min(1),
    })
    .strict()
    .refine((w) => w.shortRangeFrom < w.shortRangeTo && w.shortRangeTo < w.longRangeTo, 'range bands must run in order'),
  /** Shooting: the D6 score each die needs to hit, by range band. */
  'gw54-hit-score': z.object({ ...baseRow, band: z.enum(['short', 'long']), hitOn: z.number().int().min(2).max(6) }).strict(),
} as const satisfies Record<string, z.ZodType>;
