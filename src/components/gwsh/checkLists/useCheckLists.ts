/**
 * Binds the organiser's check (src/lib/tools/checkLists/checkListsModel.ts) to the page: one model per
 * page, each part drawing the slice of its state it reads.
 */
import { startTransition } from 'react';
import { nationIds } from '#src/lib/data/nationIds.ts';
import { loadCostTables } from '#src/lib/data/tables/costTables.ts';
import { CheckListsModel, type CheckListsState } from '#src/lib/tools/checkLists/checkListsModel.ts';
import { eachYielding } from '../../shared/eachYielding.ts';
import { useSlice } from '../../shared/useSlice.ts';

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
export const useCheckLists = <T>(select: (state: CheckListsState) => T): T => useSlice(checkListsModel(), select);
