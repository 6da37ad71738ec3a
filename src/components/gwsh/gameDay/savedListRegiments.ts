/**
 * What the fire-missions page needs from the list builder's saved lists, fetched only when the player asks:
 * the lists in this browser, and one list's artillery as regiments (src/lib/gwsh/game/regimentsFromList.ts).
 */
import { loadCostTables } from '#src/lib/data/tables/costTables.ts';
import { regimentsFromList, type RegimentsFromList } from '#src/lib/gwsh/game/regimentsFromList.ts';
import { displayName } from '#src/lib/gwsh/list/listEdits.ts';
import type { GwshList } from '#src/lib/gwsh/list/listFile.ts';
import { browserStorage } from '../../shared/pageModels.ts';
import { loadLists } from '#src/lib/tools/listBuilder/savedLists.ts';

export interface SavedChoice {
  id: string;
  name: string;
  label: string;
  list: GwshList;
}

export function savedListChoices(): SavedChoice[] {
  return loadLists(browserStorage()).lists.map((r) => ({
    id: r.id,
    name: displayName(r.list),
    label: `${displayName(r.list)} (${r.list.year})`,
    list: r.list,
  }));
}

export async function regimentsOfSaved(list: GwshList): Promise<RegimentsFromList> {
  return regimentsFromList(list, await loadCostTables([list.nation]));
}
