/** Costs cached per list object: the switcher and the print view cost every list, and edits make new objects. */
import { costList, type ListCost } from '../../lib/gwsh/list/costList.ts';
import type { GwshList } from '../../lib/gwsh/list/listFile.ts';

const costs = new WeakMap<GwshList, { max: number | null; cost: ListCost }>();

export function costOf(list: GwshList, maxAircraft: number | null): ListCost {
  const hit = costs.get(list);
  if (hit && hit.max === maxAircraft) return hit.cost;
  const cost = costList(list, { maxAircraft });
  costs.set(list, { max: maxAircraft, cost });
  return cost;
}
