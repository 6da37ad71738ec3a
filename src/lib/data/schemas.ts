/**
 * Zod schemas for every published table file (src/content/tables/<system>/<id>.json).
 * Defined once here; the content collections, the command line, the pages and the tests import them.
 */
import { z } from 'zod';

/** Kebab-case ids: they become URL fragments and JSON keys, and never change once published. */
export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be kebab-case (a-z, 0-9, single dashes)');

/** What the source leaves unclear about a row, shown beside it on the page. */
const note = z.string().min(1).optional();

export const year = z.number().int().min(1914).max(1918);
/** Inclusive span of years ("MG 1914-15" → { from: 1914, to: 1915 }). */
export const yearSpan = z
  .object({ from: year, to: year })
  .strict()
  .refine((y) => y.from <= y.to, 'from must not be after to');

/** A cell that the source may leave empty ("-" or nothing): null, never a guess. */
const points = z.number().nonnegative().nullable();

const baseRow = { id: slug, name: z.string().min(1), note };

export const nationId = z.enum([
  'austro-hungary', 'belgium', 'british-empire', 'bulgaria', 'france', 'germany', 'greece',
  'italy', 'montenegro', 'russia', 'roumania', 'serbia', 'turkey', 'united-states',
]);
export type NationId = z.infer<typeof nationId>;

export const rowSchemas = {
  /** Our own index of the nations that have a troop-cost table (10.5.2). */
  nations: z.object({ ...baseRow, id: nationId, side: z.enum(['axis', 'allied']) }).strict(),
  /** GWSH 3.0: points for each list and its options; null where the source has "-". */
  'list-points': z
    .object({ ...baseRow, id: z.enum(['defend', 'attack', 'encounter']), condition: z.string().optional(), basic: points, optionA: points, optionB: points })
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
    .object({ ...baseRow, rule: z.string().nullable(), status: z.enum(['applies', 'does-not-apply', 'amended', 'limited']), statusText: z.string().min(1) })
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
  /** GWSH 10.5.1: generic troop types, defences and gas fire missions. */
  'generic-troops': z
    .object({ ...baseRow, kind: z.enum(['troop', 'defence', 'fire-mission']), points })
    .strict(),
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

export type TableKind = keyof typeof rowSchemas;
export type RowOf<K extends TableKind> = z.infer<(typeof rowSchemas)[K]>;

/** The rule systems of the site (DESIGN §2); each gets its own /data/<system>/ folder. */
export const systemId = z.enum(['gwsh', '1916-setup', '1916-intro', 'gbww2', 'gw54']);
export type SystemId = z.infer<typeof systemId>;

const envelope = {
  /** The table id: the file name, the page slug and /data/<system>/<id>.json. */
  id: slug,
  system: systemId,
  title: z.string().min(1),
  /** Section of the source document the table comes from. */
  section: z.string().min(1),
  /** One sentence in our own words. */
  description: z.string().min(1),
};

function tableOf<K extends TableKind>(kind: K, extra: z.ZodRawShape = {}) {
  return z
    .object({ ...envelope, ...extra, kind: z.literal(kind), rows: z.array(rowSchemas[kind]).min(1) })
    .strict();
}

export const tableSchemas = {
  nations: tableOf('nations'),
  'list-points': tableOf('list-points'),
  'strategic-situation': tableOf('strategic-situation'),
  'optional-rules': tableOf('optional-rules'),
  'fire-missions': tableOf('fire-missions'),
  'ammunition-limits': tableOf('ammunition-limits'),
  'counter-battery-results': tableOf('counter-battery-results'),
  'counter-battery-modifiers': tableOf('counter-battery-modifiers'),
  'national-quality': tableOf('national-quality', { offTableDiscountPercent: z.number().int() }),
  aircraft: tableOf('aircraft'),
  'generic-troops': tableOf('generic-troops'),
  'troop-costs': tableOf('troop-costs', { nation: nationId }),
};
