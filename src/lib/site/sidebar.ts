/**
 * The sidebar's table links, made from the tables themselves so a new table appears in the navigation
 * without retyping it. Starlight reads its sidebar configuration before the content collections exist, so
 * the configuration holds one placeholder link per table group (`tableGroup`), and the route middleware
 * (src/routeData.ts, through src/components/site/sidebarTables.ts) puts the links read from the `tables`
 * collection in its place.
 */
import { tablePageHref } from '../data/links.ts';
import type { AnyTable } from '../data/parseTable.ts';
import type { TroopCostTable } from '../data/tables/costTables.ts';

export interface SidebarLink {
  label: string;
  link: string;
}

/** The attribute that marks a placeholder link: its value names the group, "<system>/tables" or "gwsh/troop-costs". */
export const TABLE_SLOT = 'data-table-links';

/**
 * A collapsed sidebar group (Starlight's configuration shape) holding the placeholder for a system's
 * tables, or with `'troop-costs'` for the nations' troop costs. The placeholder's address is a folder with
 * no page, so one left in place fails the links check.
 */
export function tableGroup(label: string, system: string, which: 'tables' | 'troop-costs' = 'tables') {
  const slot = `${system}/${which}`;
  return { label, collapsed: true, items: [{ label, link: `/${slot}/`, attrs: { [TABLE_SLOT]: slot } }] };
}

/** A system's tables other than troop costs, A to Z by title (numbers in titles in their own order). */
export function ruleTableLinks(tables: readonly AnyTable[], system: string): SidebarLink[] {
  return tables
    .filter((t) => t.system === system && t.kind !== 'troop-costs')
    .map((t) => ({ label: t.title, link: tablePageHref(t) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en', { numeric: true }));
}

/** The nations' troop costs in the order given, by the nation's name, then the comparison across nations. */
export function troopCostLinks(nations: readonly { table: TroopCostTable; nationName: string }[]): SidebarLink[] {
  return [
    ...nations.map(({ table, nationName }) => ({ label: nationName, link: tablePageHref(table) })),
    { label: 'Compare across nations', link: '/gwsh/troop-costs/compare/' },
  ];
}
