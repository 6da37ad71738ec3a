/** Row schemas of the Great War Spearhead tables. */
import { z } from 'zod';
import { baseRow, nationId, points, year, yearSpan } from '../schemaParts.ts';

export const gwshRowSchemas = {
  /** Our own index of the nations that have a troop-cost table (10.5.2). */
  // The nations' own ids are plain slugs: nationIds.ts is written from them, and the tables that name a nation check against it.
  nations: z.object({ ...baseRow, side: z.enum(['axis', 'allied']) }).strict(),
  /** GWSH 3.0: points for each list and its options; null where the source has "-". */
  'list-points': z
    .object({
      ...baseRow,
      id: z.enum(['defend', 'attack', 'encounter']),
      condition: z.string().optional(),
      basic: points,
      optionA: points,
      optionB: points,
    })
    .strict(),
  /** GWSH 5.0: strategic situation modifier per year; null where the source has "-" (not available). */
  'strategic-situation': z
    .object({
      ...baseRow,
      nations: z.array(nationId),
      values: z
        .object({
          '1914': z.number().int().nullable(),
          '1915': z.number().int().nullable(),
          '1916': z.number().int().nullable(),
          '1917': z.number().int().nullable(),
          '1918-pre-june': z.number().int().nullable(),
          '1918-post-june': z.number().int().nullable(),
        })
        .strict(),
    })
    .strict(),
  /** GWSH 8.1: status of the optional and advanced rules of the main rulebook. */
  'optional-rules': z
    .object({
      ...baseRow,
      rule: z.string().nullable(),
      status: z.enum(['applies', 'does-not-apply', 'amended', 'limited']),
      statusText: z.string().min(1),
    })
    .strict(),
  /** GWSH 8.2.1 and 6.1.1: fire missions per regiment and how many may be pre-planned. */
  'fire-missions': z
    .object({ ...baseRow, maxCalibreMm: z.number().nullable(), fireMissions: z.number().int(), prePlanned: z.number().int() })
    .strict(),
  /** GWSH 8.2.1: smoke and gas limits. */
  'ammunition-limits': z.object({ ...baseRow, value: z.number().int(), unit: z.string().min(1) }).strict(),
  /** GWSH 8.2.3: counter-battery die results 1–7. */
  'counter-battery-results': z.object({ ...baseRow, roll: z.number().int().min(1).max(7), effect: z.string().min(1) }).strict(),
  /** GWSH 8.2.3: counter-battery modifiers. */
  'counter-battery-modifiers': z
    .object({ ...baseRow, modifier: z.number().int(), nations: z.array(nationId).optional(), fromYear: year.optional() })
    .strict(),
  /** GWSH 10.2: multipliers in percent per grade; null where the group has no such grade. */
  'national-quality': z
    .object({
      ...baseRow,
      nations: z.array(nationId),
      elite: z.number().int().nullable(),
      veteran: z.number().int().nullable(),
      regular: z.number().int().nullable(),
      green: z.number().int().nullable(),
      random: z.number().int().nullable(),
    })
    .strict(),
  /** GWSH 10.4: aircraft types. */
  aircraft: z
    .object({ ...baseRow, years: yearSpan, yearsText: z.string().min(1), def: z.number().int(), bombs: z.number().int(), points })
    .strict(),
  /** GWSH 10.5.1: generic troop types, defences and gas fire missions; 9.0's unpriced HQs. */
  'generic-troops': z.object({ ...baseRow, kind: z.enum(['troop', 'hq', 'defence', 'fire-mission']), points }).strict(),
  /** GWSH 10.5.2: one nation's troop costs. */
  'troop-costs': z
    .object({
      ...baseRow,
      points,
      category: z.enum(['infantry-support', 'artillery', 'armoured-vehicle', 'armoured-train']),
      years: yearSpan.optional(),
    })
    .strict(),
} as const;
