/** Costs cached per list object: the switcher and the print view cost every list, and edits make new objects. */
import type { TroopCosts } from '../../lib/data/tables/troopCosts.ts';
import { costList, type ListCost } from '../../lib/gwsh/list/costList.ts';
import type { GwshList } from '../../lib/gwsh/list/listFile.ts';

const costs = new WeakMap<GwshList, { max: number | null; table: unknown; cost: ListCost }>();

export function costOf(list: GwshList, troopCosts: TroopCosts, maxAircraft: number | null): ListCost {
  const hit = costs.get(list);
  const table = troopCosts.get(list.nation);
  if (hit && hit.max === maxAircraft && hit.table === table) return hit.cost;
  const cost = costList(list, troopCosts, { maxAircraft });
  costs.set(list, { max: maxAircraft, table, cost });
  return cost;
}
