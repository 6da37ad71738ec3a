/**
 * Binds the organiser's check (src/lib/tools/checkLists/checkListsModel.ts) to the page: one model per
 * page, each part drawing the slice of its state it reads.
 */
import { startTransition, useSyncExternalStore } from 'react';
import { nationIds } from '#src/lib/data/nationIds.ts';
import { loadCostTables } from '#src/lib/data/tables/costTables.ts';
import { CheckListsModel, type CheckListsState } from '#src/lib/tools/checkLists/checkListsModel.ts';
import { eachYielding } from '../../shared/eachYielding.ts';

let pageModel: CheckListsModel | null = null;

/** This page's check. */
export const checkListsModel = (): CheckListsModel =>
  (pageModel ??= new CheckListsModel({
    loadEngine: () => import('#src/lib/gwsh/list/checkLists.ts'),
    loadTables: (loaded) => loadCostTables(nationIds, loaded),
    eachYielding,
    transition: startTransition,
  }));

/** The slice of the check's state a part draws; it draws again only when that slice changes. */
export function useCheckLists<T>(select: (state: CheckListsState) => T): T {
  const model = checkListsModel();
  return useSyncExternalStore(
    model.subscribe,
    () => select(model.getState()),
    () => select(model.getState()),
  );
}
