/** Costs cached per list object: the switcher and the print view cost every list, and edits make new objects. */
import type { CostTables } from '#src/lib/data/tables/costTables.ts';
import { costList, type CostOptions, type ListCost } from '#src/lib/gwsh/list/costList.ts';
import type { GwshList } from '#src/lib/gwsh/list/listFile.ts';

const costs = new WeakMap<GwshList, { max: number | null; alternatives: unknown; table: unknown; rules: unknown; cost: ListCost }>();

/** `options` as made by costOptionsUnder (rulesPack/useRulesPack.ts): the list's aircraft maximum and the event's readings. */
export function costOf(list: GwshList, tables: CostTables, options: CostOptions): ListCost {
  const hit = costs.get(list);
  // Loading another nation makes a new tables object; a list's cost changes only with its own nation's table.
  const table = tables.troopCosts.get(list.nation);
  const rules = tables.nationalQuality;
  const max = options.maxAircraft ?? null;
  if (hit && hit.max === max && hit.alternatives === options.alternatives && hit.table === table && hit.rules === rules) return hit.cost;
  const cost = costList(list, tables, options);
  costs.set(list, { max, alternatives: options.alternatives, table, rules, cost });
  return cost;
}
