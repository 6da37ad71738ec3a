import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { docsLoader, i18nLoader } from '@astrojs/starlight/loaders';
import { docsSchema, i18nSchema } from '@astrojs/starlight/schema';
import { anyTableSchema, systemId } from './lib/data/schemas.ts';
import { glossarySchema } from './lib/site/glossary.ts';

export const collections = {
  docs: defineCollection({
    loader: docsLoader(),
    schema: docsSchema({
      extend: z.object({
        /** Which rule system the page belongs to; drives the search filter. */
        system: systemId.optional(),
        /** What the page is, for the search filter: a rule page, a table or a calculator. */
        kind: z.enum(['rule', 'table', 'calculator', 'reference']).optional(),
      }),
    }),
  }),
  /**
   * Every published table, one JSON file each, validated by its kind's schema: a bad file stops the build
   * naming the file, the row and the field. The entry id is "<system>/<table id>" (the file's path).
   */
  tables: defineCollection({
    loader: glob({ pattern: '**/*.json', base: './src/content/tables', generateId: ({ entry }) => entry.replace(/\.json$/, '') }),
    schema: anyTableSchema,
  }),
  /** Each rule set's glossary, one file each (src/lib/site/glossary.ts): a bad entry stops the build. */
  glossary: defineCollection({
    loader: glob({ pattern: '*.json', base: './src/content/glossary', generateId: ({ entry }) => entry.replace(/\.json$/, '') }),
    schema: glossarySchema,
  }),
  // Starlight reads its interface strings from here; none are overridden yet.
  i18n: defineCollection({ loader: i18nLoader(), schema: i18nSchema() }),
};
