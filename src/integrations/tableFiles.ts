/**
 * The table files as the site's configuration reads them, before Astro's content collections exist: each
 * file's system, id, kind and title, for the sidebar's table groups (src/lib/site/sidebar.ts). The files
 * themselves are validated by the tables collection when the pages are built.
 */
import { nationIds } from '../lib/data/nationIds.ts';
import { readTableFiles } from '../lib/data/tableFiles.ts';
import { linkGroup, ruleTableLinks, troopCostLinks, type TableHeading } from '../lib/site/sidebar.ts';

type TableFile = TableHeading & { rows?: { id: string; name?: string }[] };

/** Every table file under src/content/tables/<system>/, as written (the collection validates them later). */
export const tableFiles = (folder?: string): TableFile[] => readTableFiles(folder).map((f) => f.json as TableFile);

/**
 * The sidebar group of a system's tables, or with `'troop-costs'` of the nations' troop costs (in the
 * nations' order, named as the nations table names them).
 */
export function tableGroup(label: string, system: string, which: 'tables' | 'troop-costs' = 'tables', files = tableFiles()) {
  if (which === 'tables') return linkGroup(label, ruleTableLinks(files, system));
  const names = new Map((files.find((t) => t.system === system && t.id === 'nations')?.rows ?? []).map((n) => [n.id, n.name ?? n.id]));
  const costs = files
    .filter((t) => t.system === system && t.kind === 'troop-costs' && t.nation)
    .sort((a, b) => (nationIds as readonly string[]).indexOf(a.nation!) - (nationIds as readonly string[]).indexOf(b.nation!));
  return linkGroup(label, troopCostLinks(costs.map((table) => ({ table, nationName: names.get(table.nation!) ?? table.nation! }))));
}
