/**
 * The costs the list builder shows, once the nations' tables are loaded: this list's, a shared
 * list's, and the saved lists' for the switcher and the set. All null while a table is on its way.
 */
import { useLayoutEffect, useMemo, type RefObject } from 'react';
import type { TroopCosts } from '../../../lib/data/tables/troopCosts.ts';
import { placeFindings } from '../../../lib/gwsh/list/findingPlaces.ts';
import type { ParsedList } from '../../../lib/gwsh/list/listFile.ts';
import { checkDataVersion } from '../../../lib/gwsh/list/rowChanges.ts';
import { useTroopCosts } from '../useTroopCosts.ts';
import { costOptionsUnder, type ActivePack } from '../rulesPack/useRulesPack.ts';
import { costOf } from './costCache.ts';
import type { useSavedLists } from './useSavedLists.ts';

/** `tablesRef` is kept pointing at the loaded tables, for the saved lists' snapshots taken on an edit. */
export function useListCosts(
  store: ReturnType<typeof useSavedLists>,
  shared: ParsedList | null,
  tablesRef: RefObject<TroopCosts>,
  pack: ActivePack | null,
) {
  const { draft } = store;
  const list = draft.list;
  const {
    tables,
    ready: loaded,
    error,
  } = useTroopCosts([list.nation, ...store.lists.map((l) => l.list.nation), ...(shared?.ok ? [shared.list.nation] : [])]);
  useLayoutEffect(() => {
    // Tables only ever grow: a map another step loaded first may already hold more.
    if (tables.size > tablesRef.current.size) tablesRef.current = tables;
  }, [tables, tablesRef]);
  const ready = store.ready && loaded;
  const options = useMemo(() => costOptionsUnder(pack, draft.maxAircraft), [pack, draft.maxAircraft]);
  const cost = useMemo(() => (ready ? costOf(list, tables, options) : null), [ready, list, tables, options]);
  const places = useMemo(() => cost && placeFindings(cost.findings, list.brigades.length), [cost, list.brigades.length]);
  const check = useMemo(() => (ready ? checkDataVersion(list, draft.rows, tables) : null), [ready, list, draft.rows, tables]);
  const sharedOptions = useMemo(() => costOptionsUnder(pack, null), [pack]);
  const sharedCost = useMemo(
    () => (ready && shared?.ok ? costOf(shared.list, tables, sharedOptions) : null),
    [ready, shared, tables, sharedOptions],
  );
  return { cost, places, check, sharedCost, tables, tablesError: error };
}
