/** Where a glossary term is explained: its Great War Spearhead section, or the page of this site the term names. */
import type { GlossaryTerm } from '../../lib/site/glossary.ts';
import { gwshRuleLink } from '../../lib/gwsh/sections.ts';

export const termLink = (term: GlossaryTerm): { href: string | null; text: string } =>
  term.page !== undefined ? { href: term.page, text: term.pageTitle ?? term.page } : gwshRuleLink(term.section ?? '');
