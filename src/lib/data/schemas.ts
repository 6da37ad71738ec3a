/**
 * Zod schemas for every published table file (src/content/tables/<system>/<id>.json).
 * Defined once here; the content collections, the command line, the pages and the tests import them.
 * Row schemas live per rule system in ./schemas/; this file joins them and adds the table envelope.
 */
import { z } from 'zod';
import { gwshRowSchemas } from './schemas/gwsh.ts';
import { rules1916RowSchemas } from './schemas/rules1916.ts';
import { gbww2RowSchemas } from './schemas/gbww2.ts';
import { gw54RowSchemas } from './schemas/gw54.ts';
import { nationId, slug, systemId } from './schemaParts.ts';

export { slug, year, yearSpan, nationId, systemId, type NationId, type SystemId } from './schemaParts.ts';

export const rowSchemas = { ...gwshRowSchemas, ...rules1916RowSchemas, ...gbww2RowSchemas, ...gw54RowSchemas } as const;

export type TableKind = keyof typeof rowSchemas;
export type RowOf<K extends TableKind> = z.infer<(typeof rowSchemas)[K]>;

const envelope = {
  /** The table id: the file name, the page slug and /data/<system>/<id>.json. */
  id: slug,
  system: systemId,
  title: z.string().min(1),
  /** Section of the source document the table comes from. */
  section: z.string().min(1),
  /** One sentence in our own words. */
  description: z.string().min(1),
  /**
   * Notes the source attaches to the table as a whole or to marked cells (¹ ² ³), in our own words, so a
   * marker in a cell is explained on the table's own page and in its JSON, not only on a rule page.
   */
  footnotes: z
    .array(
      z.object({ /** The marker as printed in the cells or header ("¹"). */ mark: z.string().min(1), text: z.string().min(1) }).strict(),
    )
    .min(1)
    .optional(),
};

/** Fields whose null means "the source gives no value": such a row must say so in its note. */
const mustExplainMissing = ['points'] as const;

/** The publishing rules every table keeps besides its kind's fields: row ids unique, a missing value explained. */
function publishingRules(value: unknown, ctx: z.RefinementCtx): void {
  const table = value as { rows: readonly { id: string; note?: string }[] };
  const seen = new Set<string>();
  table.rows.forEach((row, i) => {
    if (seen.has(row.id)) ctx.addIssue({ code: 'custom', path: ['rows', i, 'id'], message: `duplicate id "${row.id}"` });
    seen.add(row.id);
    for (const field of mustExplainMissing) {
      if (field in row && (row as Record<string, unknown>)[field] === null && !row.note) {
        ctx.addIssue({ code: 'custom', path: ['rows', i, field], message: 'no value, and no note says why' });
      }
    }
  });
}

function tableOf<K extends TableKind, E extends z.ZodRawShape = Record<never, never>>(kind: K, extra?: E) {
  return z
    .object({ ...envelope, ...(extra as E), kind: z.literal(kind), rows: z.array(rowSchemas[kind]).min(1) })
    .strict()
    .superRefine(publishingRules);
}

/** Extra envelope fields some kinds carry besides the common ones. */
const extras = {
  'national-quality': { offTableDiscountPercent: z.number().int() },
  'troop-costs': { nation: nationId },
};

type Extras = typeof extras;
type TableSchemaOf<K extends TableKind> = ReturnType<typeof tableOf<K, K extends keyof Extras ? Extras[K] : Record<never, never>>>;

export const tableSchemas = Object.fromEntries(
  (Object.keys(rowSchemas) as TableKind[]).map((kind) => [kind, tableOf(kind, (extras as Record<string, z.ZodRawShape>)[kind])]),
) as { [K in TableKind]: TableSchemaOf<K> };

type AnyTableSchema = { [K in TableKind]: TableSchemaOf<K> }[TableKind];

/**
 * Any table file: the schema of the kind it names. The `tables` content collection (src/content.config.ts)
 * validates every file under src/content/tables with it.
 */
export const anyTableSchema = z.discriminatedUnion('kind', Object.values(tableSchemas) as unknown as [AnyTableSchema, ...AnyTableSchema[]]);
