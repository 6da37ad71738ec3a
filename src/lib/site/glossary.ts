/**
 * A rule set's glossary (src/content/glossary/<system>.json): each term in our own words, the names it also
 * goes by and the section that defines it. The glossary page lists them; a rule page marks a term's first
 * use with a card (src/components/site/Term.astro) that shows the definition on hover, focus or tap.
 */
import { z } from 'zod';

export const glossaryTermSchema = z
  .object({
    /** The term's anchor on the glossary page and the id a page marks it by. */
    id: z.string().regex(/^[a-z0-9-]+$/),
    term: z.string().min(1),
    /** Other names for it, which the glossary lists and search finds. */
    aliases: z.array(z.string().min(1)).default([]),
    /** One sentence, in our own words. */
    definition: z.string().min(20).max(300),
    /** The numbered section that defines it ("8.2.2"), for Great War Spearhead, whose sections have pages. */
    section: z
      .string()
      .regex(/^\d+(\.\d+)*$/)
      .optional(),
    /** Otherwise the page (and heading) of this site that explains it, with that page's title. */
    page: z
      .string()
      .regex(/^\/[a-z0-9/-]*\/(#[a-z0-9-]+)?$/)
      .optional(),
    pageTitle: z.string().min(1).optional(),
  })
  .strict()
  .refine((t) => (t.section !== undefined) !== (t.page !== undefined && t.pageTitle !== undefined), {
    message: 'a term names either its section, or its page and the page title',
  });

export const glossarySchema = z
  .object({
    system: z.string(),
    terms: z.array(glossaryTermSchema).min(1),
  })
  .strict()
  .refine((g) => new Set(g.terms.map((t) => t.id)).size === g.terms.length, { message: 'every term id must be unique' });

export type GlossaryTerm = z.infer<typeof glossaryTermSchema>;
export type Glossary = z.infer<typeof glossarySchema>;

/** The terms A to Z, as the glossary page lists them. */
export const termsAtoZ = (glossary: Glossary): GlossaryTerm[] => [...glossary.terms].sort((a, b) => a.term.localeCompare(b.term));
