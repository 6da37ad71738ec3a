/** Costs cached per list object: the switcher and the print view cost every list, and edits make new objects. */
import type { CostTables } from '../../data/tables/costTables.ts';
import { costList, type CostOptions, type ListCost } from './costList.ts';
import type { GwshList } from './listFile.ts';

const costs = new WeakMap<GwshList, { max: number | null; alternatives: unknown; table: unknown; rules: unknown; cost: ListCost }>();

const keyOf = (list: GwshList, tables: CostTables, options: CostOptions) => ({
  max: options.maxAircraft ?? null,
  alternatives: options.alternatives,
  // Loading another nation makes a new tables object; a list's cost changes only with its own nation's table.
  table: tables.troopCosts.get(list.nation),
  rules: tables.nationalQuality,
});

/** `options` as made by costOptionsUnder (../packInForce.ts): the list's aircraft maximum and the event's readings. */
export function costOf(list: GwshList, tables: CostTables, options: CostOptions): ListCost {
  const hit = costs.get(list);
  const key = keyOf(list, tables, options);
  if (hit && hit.max === key.max && hit.alternatives === key.alternatives && hit.table === key.table && hit.rules === key.rules)
    return hit.cost;
  const cost = costList(list, tables, options);
  costs.set(list, { ...key, cost });
  return cost;
}

/** Keeps a cost worked out elsewhere (the list on screen, by its coster), so the switcher does not cost the list again. */
export function keepCost(list: GwshList, tables: CostTables, options: CostOptions, cost: ListCost): void {
  costs.set(list, { ...keyOf(list, tables, options), cost });
}
