/**
 * The costs the list builder shows, once the nations' tables are loaded: this list's, a shared
 * list's, and the saved lists' for the switcher and the set. All null while a table is on its way.
 */
import { useCallback, useLayoutEffect, useMemo, useState, type RefObject } from 'react';
import type { CostTables } from '#src/lib/data/tables/costTables.ts';
import { listCoster } from '#src/lib/gwsh/list/listCoster.ts';
import type { ParsedList } from '#src/lib/gwsh/list/listFile.ts';
import { checkDataVersion } from '#src/lib/gwsh/list/rowChanges.ts';
import { useCostTables } from '../useCostTables.ts';
import { costOptionsUnder, type ActivePack } from '#src/lib/gwsh/packInForce.ts';
import { costOf, keepCost } from './costCache.ts';
import type { useSavedLists } from './useSavedLists.ts';

/** `tablesRef` is kept pointing at the loaded tables, for the saved lists' snapshots taken on an edit. */
export function useListCosts(
  store: ReturnType<typeof useSavedLists>,
  shared: ParsedList | null,
  tablesRef: RefObject<CostTables | null>,
  pack: ActivePack | null,
) {
  const { draft } = store;
  const list = draft.list;
  const loaded = useCostTables([list.nation, ...store.lists.map((l) => l.list.nation), ...(shared?.ok ? [shared.list.nation] : [])]);
  useLayoutEffect(() => {
    // Tables only ever grow: tables another step loaded first may already hold more nations.
    const size = (t: CostTables | null) => t?.troopCosts.size ?? -1;
    if (size(loaded.tables) > size(tablesRef.current)) tablesRef.current = loaded.tables;
  }, [loaded.tables, tablesRef]);
  // Null until the store has read the saved lists and every nation they need has its table.
  const tables = store.ready && loaded.ready ? loaded.tables : null;
  const options = useMemo(() => costOptionsUnder(pack, draft.maxAircraft), [pack, draft.maxAircraft]);
  // The list on screen is costed by a coster of its own, which keeps an unchanged brigade's cost and findings
  // (the same objects), so an edit draws again only the brigade it changed.
  const [coster] = useState(listCoster);
  const costed = useMemo(() => {
    if (!tables) return null;
    const out = coster(list, tables, options);
    keepCost(list, tables, options, out.cost);
    return out;
  }, [coster, list, tables, options]);
  const cost = costed?.cost ?? null;
  const places = costed?.places ?? null;
  const check = useMemo(() => tables && checkDataVersion(list, draft.rows, tables), [list, draft.rows, tables]);
  const sharedOptions = useMemo(() => costOptionsUnder(pack, null), [pack]);
  const sharedCost = useMemo(
    () => (tables && shared?.ok ? costOf(shared.list, tables, sharedOptions) : null),
    [shared, tables, sharedOptions],
  );
  const { hold } = loaded;
  /** Tables a step loaded (useListActions.ts): the snapshots read them at once, the page draws with them. */
  const holdTables = useCallback(
    (next: CostTables) => {
      tablesRef.current = next;
      hold(next);
    },
    [hold, tablesRef],
  );
  return { cost, places, check, sharedCost, tables, tablesError: loaded.error, holdTables };
}
