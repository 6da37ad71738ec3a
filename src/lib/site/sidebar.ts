/** Sidebar entries generated from the data, so a new table appears in the navigation without retyping it. */
import { allTables, allTroopCosts, gwsh } from '../data/registry.ts';
import { tablePageHref } from '../data/links.ts';

interface SidebarLink {
  label: string;
  link: string;
}

/** Links to a system's tables; with `'troop-costs'`, the nation pages and the comparison instead. */
export function tableSidebar(system: string, only?: 'troop-costs'): SidebarLink[] {
  if (only === 'troop-costs') {
    return [
      ...allTroopCosts.map((t) => ({
        label: gwsh.nations.rows.find((n) => n.id === t.nation)?.name ?? t.nation,
        link: tablePageHref(t),
      })),
      { label: 'Compare across nations', link: '/gwsh/troop-costs/compare/' },
    ];
  }
  return allTables.filter((t) => t.system === system && t.kind !== 'troop-costs').map((t) => ({ label: t.title, link: tablePageHref(t) }));
}
