/**
 * Building blocks shared by every table schema: ids, notes, years, the row base. Defined once here and
 * used by the per-system schema files in ./schemas/.
 */
import { z } from 'zod';
import { nationIds, type NationId } from './nationIds.ts';

/** Kebab-case ids: they become URL fragments and JSON keys, and never change once published. */
export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be kebab-case (a-z, 0-9, single dashes)');

/** What the source leaves unclear about a row, shown beside it on the page. */
export const note = z.string().min(1).optional();

export const year = z.number().int().min(1914).max(1918);
/** Inclusive span of years ("MG 1914-15" → { from: 1914, to: 1915 }); read it with ./yearSpan.ts. */
export const yearSpan = z
  .object({ from: year, to: year })
  .strict()
  .refine((y) => y.from <= y.to, 'from must not be after to');

/** A cell that the source may leave empty ("-" or nothing): null, never a guess. */
export const points = z.number().nonnegative().nullable();

export const baseRow = { id: slug, name: z.string().min(1), note };

export const nationId = z.enum(nationIds);
export type { NationId };

/** The rule systems of the site; each gets its own /data/<system>/ folder. */
export const systemId = z.enum(['gwsh', '1916', 'gbww2', 'gw54']);
export type SystemId = z.infer<typeof systemId>;
