import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { docsLoader, i18nLoader } from '@astrojs/starlight/loaders';
import { docsSchema, i18nSchema } from '@astrojs/starlight/schema';
import { systemId } from './lib/data/schemas.ts';

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
  // Starlight reads its interface strings from here; none are overridden yet.
  i18n: defineCollection({ loader: i18nLoader(), schema: i18nSchema() }),
};
