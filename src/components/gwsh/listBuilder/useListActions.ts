/**
 * The list builder's steps on whole lists as its parts call them: the model's actions
 * (src/lib/tools/listBuilder/listBuilderModel.ts), with what is only the page's: the import's refusals
 * shown until dismissed, a shared link taken out of the address once its list is added, and where focus
 * goes next.
 */
import { startTransition, useState } from 'react';
import type { ImportEntry } from '#src/lib/gwsh/list/listImport.ts';
import type { ListBuilderModel } from '#src/lib/tools/listBuilder/listBuilderModel.ts';

interface Needs {
  model: ListBuilderModel;
  clearShared: () => void;
  /** After a shared list is added: where the player goes next (its name field). */
  afterAdd: () => void;
}

export function useListActions({ model, clearShared, afterAdd }: Needs) {
  const [importErrors, setImportErrors] = useState<string[]>([]);
  const importLists = async (entries: ImportEntry[]) => {
    const refused = await model.importFiles(entries);
    // A transition: with thousands of lists, drawing the page again is itself long work.
    startTransition(() => setImportErrors(refused));
  };
  const addShared = () => {
    if (!model.addShared()) return;
    clearShared();
    afterAdd();
  };
  return {
    // The page draws another list in the background (ListBuilder.tsx), yielding to the player's input.
    switchTo: model.switchTo,
    newList: model.newList,
    duplicateList: model.duplicateList,
    changeSettings: model.changeSettings,
    deleteList: model.deleteList,
    importLists,
    importErrors,
    dismissImportErrors: () => setImportErrors([]),
    addShared,
    clearShared,
    splitOversized: model.splitOversized,
  };
}
