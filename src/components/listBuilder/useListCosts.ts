/**
 * The costs the list builder shows, once the nations' tables are loaded: this list's, a shared
 * list's, and the saved lists' for the switcher and the set. All null while a table is on its way.
 */
import { useMemo } from 'react';
import { placeFindings } from '../../lib/gwsh/list/findingPlaces.ts';
import type { ParsedList } from '../../lib/gwsh/list/listFile.ts';
import { checkDataVersion } from '../../lib/gwsh/list/rowChanges.ts';
import { useTroopCosts } from '../shared/useTroopCosts.ts';
import { costOf } from './costCache.ts';
import type { useSavedLists } from './useSavedLists.ts';

export function useListCosts(store: ReturnType<typeof useSavedLists>, shared: ParsedList | null) {
  const { draft } = store;
  const list = draft.list;
  const tables = useTroopCosts([list.nation, ...store.lists.map((l) => l.list.nation), ...(shared?.ok ? [shared.list.nation] : [])]);
  const ready = store.ready && tables.ready;
  const cost = useMemo(() => (ready ? costOf(list, draft.maxAircraft) : null), [ready, list, draft.maxAircraft]);
  const places = useMemo(() => cost && placeFindings(cost.findings, list.brigades.length), [cost, list.brigades.length]);
  const check = useMemo(() => (ready ? checkDataVersion(list, draft.rows) : null), [ready, list, draft.rows]);
  const sharedCost = useMemo(() => (ready && shared?.ok ? costOf(shared.list, null) : null), [ready, shared]);
  return { cost, places, check, sharedCost, tablesError: tables.error };
}
