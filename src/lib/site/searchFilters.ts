/** The search filters every page carries: which rule system, and what kind of page. */
import type { SystemId } from '../data/schemas.ts';
import { systemOf } from '../data/systems.ts';

export type PageKind = 'rule' | 'table' | 'calculator' | 'reference';

const KIND_LABELS: Record<PageKind, string> = {
  rule: 'Rules',
  table: 'Tables',
  calculator: 'Calculators',
  reference: 'About the site',
};

const KIND_WORDS: Record<PageKind, string> = { rule: 'rules', table: 'table', calculator: 'calculator', reference: 'reference' };

/**
 * The title a search result shows: the page's own, then its rule set and kind ("Encounter · Great War
 * Spearhead rules"), so a reader sees which game a result belongs to before opening it.
 */
export function searchTitle(title: string, page: { system?: SystemId; kind?: PageKind }): string {
  if (!page.system) return page.kind === 'reference' ? `${title} · about the site` : title;
  return `${title} · ${systemOf(page.system).shortTitle}${page.kind ? ` ${KIND_WORDS[page.kind]}` : ''}`;
}

/** Filter name → value, as Pagefind indexes them; empty when the page belongs to no system. */
export function searchFilters(page: { system?: SystemId; kind?: PageKind }): Record<string, string> {
  const filters: Record<string, string> = {};
  if (page.system) filters['Rule system'] = systemOf(page.system).shortTitle;
  if (page.kind) filters['Kind'] = KIND_LABELS[page.kind];
  return filters;
}
