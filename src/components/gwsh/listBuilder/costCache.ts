/** Costs cached per list object: the switcher and the print view cost every list, and edits make new objects. */
import type { TroopCosts } from '../../../lib/data/tables/troopCosts.ts';
import { costList, type CostOptions, type ListCost } from '../../../lib/gwsh/list/costList.ts';
import type { GwshList } from '../../../lib/gwsh/list/listFile.ts';

const costs = new WeakMap<GwshList, { max: number | null; alternatives: unknown; table: unknown; cost: ListCost }>();

/** `options` as made by costOptionsUnder (rulesPack/useRulesPack.ts): the list's aircraft maximum and the event's readings. */
export function costOf(list: GwshList, troopCosts: TroopCosts, options: CostOptions): ListCost {
  const hit = costs.get(list);
  const table = troopCosts.get(list.nation);
  const max = options.maxAircraft ?? null;
  if (hit && hit.max === max && hit.alternatives === options.alternatives && hit.table === table) return hit.cost;
  const cost = costList(list, troopCosts, options);
  costs.set(list, { max, alternatives: options.alternatives, table, cost });
  return cost;
}
