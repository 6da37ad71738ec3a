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

/** Filter name → value, as Pagefind indexes them; empty when the page belongs to no system. */
export function searchFilters(page: { system?: SystemId; kind?: PageKind }): Record<string, string> {
  const filters: Record<string, string> = {};
  if (page.system) filters['Rule system'] = systemOf(page.system).shortTitle;
  if (page.kind) filters['Kind'] = KIND_LABELS[page.kind];
  return filters;
}
