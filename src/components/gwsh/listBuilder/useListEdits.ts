/**
 * How the list builder's parts change the list on screen, through the model's edits
 * (src/lib/tools/listBuilder/listBuilderModel.ts): every edit through `apply`; an addition through `grow`,
 * which the cap may refuse; a removal through `applyRemoval`, with Undo. Each names the list drawn, so an
 * edit made while another list is being drawn goes to the one the player saw; any edit ends the Undo an
 * earlier removal offered (`onEdit`).
 */
import type { GwshList } from '#src/lib/gwsh/list/listFile.ts';
import type { ListBuilderModel } from '#src/lib/tools/listBuilder/listBuilderModel.ts';

type Change = (l: GwshList) => GwshList;

export function useListEdits(model: ListBuilderModel, id: string, onEdit: () => void) {
  const apply = (change: Change) => {
    model.edit(change, id);
    onEdit();
  };
  const grow = (change: Change): boolean => {
    const grown = model.grow(change, id);
    if (grown) onEdit();
    return grown;
  };
  const applyRemoval = (change: Change, text: string) => model.removeWithUndo(change, text, id);
  return { apply, grow, applyRemoval };
}

export type ListEdits = ReturnType<typeof useListEdits>;
