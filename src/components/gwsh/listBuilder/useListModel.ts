/**
 * Binds the list builder's model (src/lib/tools/listBuilder/listBuilderModel.ts) to the browser and to React. The
 * model decides everything; this hook gives it the browser's storage and Web Locks (fetched with the rules
 * that read the saved lists), timers, the table fetcher, the event's rules pack and the page's events. Parts
 * read the model with useSlice.
 */
import { createContext, startTransition, useContext, useEffect, useState } from 'react';
import { loadCostTables } from '#src/lib/data/tables/costTables.ts';
import { listIdFrom } from '#src/lib/tools/listBuilder/savedListRecord.ts';
import { ListBuilderModel, type ListModelState } from '#src/lib/tools/listBuilder/listBuilderModel.ts';
import type { CostTables } from '#src/lib/data/tables/costTables.ts';
import type { ActivePack } from '#src/lib/gwsh/packInForce.ts';
import { useRulesPack } from '../shared/useRulesPack.ts';
import { useSlice } from '../../shared/useSlice.ts';

function randomId(): string {
  const uuid = globalThis.crypto?.randomUUID?.();
  return listIdFrom(uuid ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`);
}

type Announce = (text: string, undo?: () => void) => void;

function browserModel(announce: Announce): ListBuilderModel {
  return new ListBuilderModel({
    now: Date.now,
    newId: randomId,
    tabId: randomId().slice(0, 32),
    announce: (text, undo) => announce(text, undo),
    loadTables: (nations, tables) => loadCostTables(nations, tables),
    // The scheduler comes with the first import, which needs it.
    inSteps: (items, work) => import('../../shared/eachYielding.ts').then(({ eachYielding }) => eachYielding(items, (item) => work(item))),
    transition: startTransition,
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  });
}

/** The page's model, opened on the saved lists once the rules that read them arrive. */
export function useListModel(announce: Announce): ListBuilderModel {
  const [model] = useState(() => browserModel(announce));
  const pack = useRulesPack();
  useEffect(() => model.setPack(pack), [model, pack]);

  useEffect(() => {
    let live = true;
    // The rules that read storage carry the list file's schema, and the page's storage comes with them:
    // both fetched while the page opens.
    Promise.all([import('#src/lib/tools/listBuilder/savedLists.ts'), import('../../shared/pageModels.ts')]).then(
      ([rules, { browserStorage, webLocks }]) => live && model.openSaved(rules, browserStorage(), webLocks()),
      () => live && model.failedToOpen(),
    );
    const onStorage = (event: StorageEvent) => model.storageChanged(event.key);
    const flush = () => model.saveNow();
    const onVisibility = () => document.visibilityState === 'hidden' && model.saveNow();
    window.addEventListener('storage', onStorage);
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      live = false;
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [model]);
  return model;
}

/** The model for the parts that bind it themselves (the switcher). */
export const ListModelContext = createContext<ListBuilderModel | null>(null);

/** The model's state now: a part drawing with it draws again at every change of the model. */
export const useModelState = (model: ListBuilderModel): ListModelState => useSlice(model, (s) => s);

export function useListModelContext(): ListBuilderModel {
  const model = useContext(ListModelContext);
  if (!model) throw new Error('a list-builder part was drawn outside the list builder');
  return model;
}

/**
 * The slice of the model's state a part deep in the page reads, followed live: `select` returns a part of
 * the state as it is (never a new object), so the part is drawn again only when that part changes.
 */
export const useListState = <R>(select: (state: ListModelState) => R): R => useSlice(useListModelContext(), select);

/**
 * The cost tables, for a part drawn once the list it shows has its tables. Tables only ever grow, so the
 * latest hold every nation of a list drawn a moment earlier (ListBuilder.tsx may draw an earlier state).
 */
export function useLoadedTables(): CostTables {
  const tables = useListState((s) => s.tables);
  if (!tables) throw new Error('a part that costs lists was drawn before the cost tables loaded');
  return tables;
}

/** The event's rules pack this browser uses, or null. */
export const usePackInForce = (): ActivePack | null => useListState((s) => s.pack);
