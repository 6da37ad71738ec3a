/**
 * The sidebar's table links, made from the table files themselves so that a new table appears in the
 * navigation without retyping it. The configuration builds them (src/integrations/tableFiles.ts reads the
 * files), so Starlight marks the current page and finds the previous and next pages itself.
 */
import { tablePageHref } from '../data/links.ts';

export interface SidebarLink {
  label: string;
  link: string;
}

/** What the sidebar needs of a table file. */
export interface TableHeading {
  system: string;
  id: string;
  kind?: string;
  nation?: string;
  title: string;
}

/** A system's tables other than troop costs, A to Z by title (numbers in titles in their own order). */
export function ruleTableLinks(tables: readonly TableHeading[], system: string): SidebarLink[] {
  return tables
    .filter((t) => t.system === system && t.kind !== 'troop-costs')
    .map((t) => ({ label: t.title, link: tablePageHref(t) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en', { numeric: true }));
}

/** The nations' troop costs in the order given, by the nation's name, then the comparison across nations. */
export function troopCostLinks(nations: readonly { table: TableHeading; nationName: string }[]): SidebarLink[] {
  return [
    ...nations.map(({ table, nationName }) => ({ label: nationName, link: tablePageHref(table) })),
    { label: 'Compare across nations', link: '/gwsh/troop-costs/compare/' },
  ];
}

/** A collapsed sidebar group of links, in Starlight's configuration shape. */
export const linkGroup = (label: string, links: readonly SidebarLink[]) => ({
  label,
  collapsed: true,
  items: links.map(({ label: text, link }) => ({ label: text, link })),
});
