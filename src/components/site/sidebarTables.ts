/**
 * Fills the sidebar's table groups on every page (src/lib/site/sidebar.ts says why it happens here): each
 * placeholder link becomes its group's links, read from the `tables` collection; the link to the page being
 * drawn is marked current; and the previous and next links are found again in the filled sidebar.
 */
import type { StarlightRouteData } from '@astrojs/starlight/route-data';
import { ruleTableLinks, TABLE_SLOT, troopCostLinks, type SidebarLink } from '../../lib/site/sidebar.ts';
import { allTables, troopCostTables } from '../tables/tableCollection.ts';

type Entry = StarlightRouteData['sidebar'][number];
type Link = Extract<Entry, { type: 'link' }>;

/** The links of each placeholder, by the name it carries. */
async function linksBySlot(): Promise<Map<string, SidebarLink[]>> {
  const tables = await allTables();
  const slots = new Map([...new Set(tables.map((t) => t.system))].map((system) => [`${system}/tables`, ruleTableLinks(tables, system)]));
  return slots.set('gwsh/troop-costs', troopCostLinks(await troopCostTables()));
}

const samePath = (a: string, b: string) => a.replace(/\/$/, '') === b.replace(/\/$/, '');

/** A new sidebar (Starlight keeps its own between pages, so it is never changed in place). */
function filled(entries: Entry[], slots: Map<string, SidebarLink[]>, pathname: string): Entry[] {
  return entries.flatMap((entry): Entry | Entry[] => {
    if (entry.type === 'group') return { ...entry, entries: filled(entry.entries, slots, pathname) };
    const slot = entry.attrs[TABLE_SLOT];
    if (slot === undefined) return entry;
    const links = slots.get(String(slot));
    if (!links) throw new Error(`the sidebar has a placeholder for "${String(slot)}", but no table belongs there`);
    return links.map(({ label, link }): Link => ({
      type: 'link',
      label,
      href: link,
      isCurrent: samePath(link, pathname),
      badge: undefined,
      attrs: {},
    }));
  });
}

const linksOf = (entries: Entry[]): Link[] => entries.flatMap((e) => (e.type === 'group' ? linksOf(e.entries) : e));

export async function fillTableLinks(route: StarlightRouteData, pathname: string): Promise<void> {
  route.sidebar = filled(route.sidebar, await linksBySlot(), pathname);
  // Starlight chose the previous and next pages before the table links were in the sidebar; a page that
  // names its own in its frontmatter keeps Starlight's answer.
  const links = linksOf(route.sidebar);
  const here = links.findIndex((link) => link.isCurrent);
  if (route.entry.data.prev === undefined) route.pagination.prev = here > 0 ? links[here - 1] : undefined;
  if (route.entry.data.next === undefined) route.pagination.next = here > -1 ? links[here + 1] : undefined;
}
