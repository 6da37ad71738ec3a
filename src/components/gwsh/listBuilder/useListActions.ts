/**
 * The list builder's steps on whole lists, each with what it tells the player: switch, new, duplicate,
 * delete (with Undo), change the settings (a new nation's table fetched first), import files, add a
 * shared list, split a saved list past the cap. The model's store (src/lib/tools/listBuilder/savedListsStore.ts)
 * does the work.
 */
import { startTransition, useState } from 'react';
import { loadCostTables } from '#src/lib/data/tables/costTables.ts';
import { dataVersion } from '#src/lib/data/dataVersion.ts';
import { displayName } from '#src/lib/gwsh/list/listEdits.ts';
import type { ImportEntry } from '#src/lib/gwsh/list/listImport.ts';
import type { GwshList } from '#src/lib/gwsh/list/listFile.ts';
import type { ListBuilderModel } from '#src/lib/tools/listBuilder/listBuilderModel.ts';

interface Needs {
  model: ListBuilderModel;
  announce: (text: string, undo?: () => void) => void;
  clearShared: () => void;
  /** After a shared list is added: where the player goes next (its name field). */
  afterAdd: () => void;
}

export function useListActions({ model, announce, clearShared, afterAdd }: Needs) {
  const { store } = model;
  const [importErrors, setImportErrors] = useState<string[]>([]);

  // The page draws another list in the background (ListBuilder.tsx), yielding to the player's input.
  const switchTo = (id: string) => store.switchTo(id);
  /** False when the store could not make one (storage refused it, and said so). */
  const newList = (): boolean => {
    if (!store.newBlank()) return false;
    announce('New list created.');
    return true;
  };
  const duplicateList = () => {
    const copy = store.duplicate();
    if (copy) announce(`Duplicated as “${displayName(copy.list)}”.`);
  };
  /** A new nation's table is fetched first, so the page never waits on a blank screen. */
  const changeSettings = (patch: Partial<GwshList>, apply: (change: (l: GwshList) => GwshList) => void) => {
    const change = () => apply((l) => ({ ...l, ...patch }));
    if (!patch.nation) return change();
    void loadCostTables([patch.nation], model.tablesNow()).then((next) => {
      model.holdTables(next);
      change();
    }, change);
  };

  const deleteList = () => {
    const { draft } = store.getState();
    const name = displayName(draft.list);
    store.remove(draft.id);
    announce(`Deleted “${name}”.`, () => {
      const undone = store.undoRemove();
      if (undone === 'restored') announce(`Restored “${name}”.`);
      if (undone === 'theirs') announce('This list was kept in another tab after you deleted it: showing that version.');
    });
  };

  const importLists = async (entries: ImportEntry[]) => {
    // The import module is already here: the tools that read the files came with it.
    const [{ addImported, entryOutcomes, importReport }, { eachYielding }] = await Promise.all([
      import('#src/lib/gwsh/list/listImport.ts'),
      import('../../shared/eachYielding.ts'),
    ]);
    // Every step in slices, the page given back to the player between them (a backup may hold thousands).
    // Each item alone: eachYielding also passes the item's index, which a reader with an optional second
    // parameter (entryOutcomes' known ids) would take for something else.
    const inSteps = <T, R>(items: readonly T[], work: (item: T) => R) => eachYielding(items, (item) => work(item));
    const outcomes = (await inSteps(entries, entryOutcomes)).flat();
    const loaded = await loadCostTables(
      outcomes.flatMap((o) => (o.ok ? [o.list.nation] : [])),
      model.tablesNow(),
    ).catch(() => model.tablesNow());
    if (loaded) model.holdTables(loaded);
    // The page draws the added lists in the background (ListBuilder.tsx).
    const results = await addImported(outcomes, store.listsNow(), dataVersion, store.createMany, inSteps);
    const report = importReport(outcomes, results);
    // A transition too: with thousands of lists, drawing the page again is itself long work.
    startTransition(() => {
      setImportErrors(report.unchanged === null ? report.refused : [...report.refused, report.unchanged]);
      if (report.added) announce(report.added);
    });
  };

  const addShared = () => {
    const { shared } = model.getState();
    if (!shared?.ok || !store.create(shared.list)) return;
    clearShared();
    announce(`Added “${displayName(shared.list)}” to your lists.`);
    afterAdd();
  };

  const splitOversized = (key: string) => {
    const made = store.splitOversized(key);
    if (made > 0) announce(`The list was split into ${made} lists within the size a list may have; each is saved.`);
  };

  return {
    switchTo,
    newList,
    duplicateList,
    changeSettings,
    deleteList,
    importLists,
    importErrors,
    dismissImportErrors: () => setImportErrors([]),
    addShared,
    clearShared,
    splitOversized,
  };
}
