/**
 * How the list builder's parts change the list on screen: every edit through `apply`; an addition through
 * `grow`, which the cap (src/lib/gwsh/list/listCap.ts) may refuse with its one sentence; a removal through
 * `applyRemoval`, with Undo while nothing else has changed (here or in another tab).
 */
import { useLayoutEffect, useRef } from 'react';
import { capSentence } from '#src/lib/gwsh/list/listCap.ts';
import type { GwshList } from '#src/lib/gwsh/list/listFile.ts';
import type { SavedListsStore } from '#src/lib/tools/listBuilder/savedListsStore.ts';

type Change = (l: GwshList) => GwshList;

export function useListEdits(
  store: Pick<SavedListsStore, 'edit'>,
  /** The list on screen: every edit names it, so one made while another list is being drawn goes to this one. */
  draft: { id: string; list: GwshList },
  announce: (text: string, undo?: () => void) => void,
  /** Called with every edit: an Undo offered for an earlier removal no longer applies. */
  onEdit: () => void,
) {
  const { list, id } = draft;
  /** The list on screen now, for Undo buttons created earlier. */
  const current = useRef(list);
  useLayoutEffect(() => {
    current.current = list;
  });

  const apply = (change: Change) => {
    store.edit(change, id);
    onEdit();
  };
  const grow = (change: Change): boolean => {
    const before = current.current;
    const after = change(before);
    if (after === before) {
      announce(capSentence);
      return false;
    }
    apply(() => after);
    return true;
  };
  const applyRemoval = (change: Change, text: string) => {
    const before = list;
    const after = change(list);
    store.edit(() => after, id);
    announce(text, () => {
      if (current.current !== after) return announce('The list has changed since, so there is nothing to undo.');
      store.edit(() => before, id);
      announce('Restored.');
    });
  };
  return { apply, grow, applyRemoval };
}

export type ListEdits = ReturnType<typeof useListEdits>;
