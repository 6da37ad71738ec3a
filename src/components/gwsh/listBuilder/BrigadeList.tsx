/** The list's brigades: each brigade's editor, with the edits that move focus and offer Undo, and "Add brigade". */
import type { ListModelState } from '#src/lib/tools/listBuilder/listBuilderModel.ts';
import {
  addBrigade,
  addStand,
  duplicateBrigade,
  moveBrigade,
  removeBrigade,
  removeStand,
  setStandCount,
  updateBrigade,
} from '#src/lib/gwsh/list/listEdits.ts';
import type { GwshList } from '#src/lib/gwsh/list/listFile.ts';
import { shownBrigadeName } from '#src/lib/gwsh/list/listFormat.ts';
import { useLayoutEffect, useMemo, useRef } from 'react';
import BrigadeEditor, { brigadeIds, type BrigadeActions } from './BrigadeEditor.tsx';
import { useListModelContext } from './useListModel.ts';
import type { ListEdits } from './useListEdits.ts';

/** How a brigade is named in announcements: its name, or its place in the list. */
export const brigadeLabel = (list: GwshList, i: number) => shownBrigadeName(list.brigades[i]?.name ?? '', i);

interface Props {
  idPrefix: string;
  /** The model's state the page draws; each brigade's editor is given what the model says of it. */
  state: ListModelState;
  /** How edits reach the list; `grow` is false when the cap refused an addition (listCap.ts; the builder said why). */
  edits: ListEdits;
  announce: (text: string) => void;
  focus: (id: string, select?: boolean) => void;
}

export default function BrigadeList({ idPrefix, state, edits, announce, focus }: Props) {
  const { apply, grow, applyRemoval } = edits;
  const model = useListModelContext();
  const list = state.lists.draft.list;
  const cost = model.costed(state)!.cost;
  const onAddBrigade = () => {
    const index = list.brigades.length;
    if (grow((l) => addBrigade(l, l.brigades.at(-1)?.grade ?? 'regular'))) focus(brigadeIds(idPrefix, index).name, true);
  };

  const onRemoveStand = (b: number, line: number) => {
    const name = cost.brigades[b]?.stands[line]?.row?.name ?? list.brigades[b]?.stands[line]?.unit ?? 'stand';
    const ids = brigadeIds(idPrefix, b);
    const next = (list.brigades[b]?.stands.length ?? 0) - 1 > line ? ids.count(line) : ids.picker;
    applyRemoval((l) => removeStand(l, b, line), `Removed ${name} from ${brigadeLabel(list, b)}.`);
    focus(next);
  };

  const onRemoveBrigade = (b: number) => {
    const label = brigadeLabel(list, b);
    const remaining = list.brigades.length - 1;
    applyRemoval((l) => removeBrigade(l, b), `Removed ${label} (${cost.brigades[b]?.costText ?? 0} pts).`);
    focus(remaining === 0 ? `${idPrefix}-add-brigade` : brigadeIds(idPrefix, Math.min(b, remaining - 1)).heading);
  };

  const onMove = (b: number, by: -1 | 1) => {
    const to = b + by;
    if (to < 0 || to >= list.brigades.length) return;
    apply((l) => moveBrigade(l, b, by));
    const ids = brigadeIds(idPrefix, to);
    const atEnd = by === -1 ? to === 0 : to === list.brigades.length - 1;
    focus(atEnd ? ids.heading : `${ids.name}-${by === -1 ? 'up' : 'down'}`);
    announce(`Moved ${brigadeLabel(list, b)} to position ${to + 1}.`);
  };

  const actions: BrigadeActions = {
    change: (b, patch) => apply((l) => updateBrigade(l, b, patch)),
    addStand: (b, unit, n, name) => {
      if (grow((l) => addStand(l, b, unit, n).list)) announce(`Added ${n} × ${name} to ${brigadeLabel(list, b)}.`);
    },
    setCount: (b, line, n) => apply((l) => setStandCount(l, b, line, n)),
    removeStand: onRemoveStand,
    move: onMove,
    duplicate: (b) => {
      if (!grow((l) => duplicateBrigade(l, b))) return;
      announce(`Duplicated ${brigadeLabel(list, b)}.`);
      focus(brigadeIds(idPrefix, b + 1).name, true);
    },
    remove: onRemoveBrigade,
  };
  // The editors get one object for good, whose calls go to this render's actions: they always act on the
  // list as it is now, and an unchanged brigade is not drawn again.
  const latest = useRef(actions);
  useLayoutEffect(() => {
    latest.current = actions;
  });
  const stableActions = useMemo<BrigadeActions>(
    () => ({
      change: (...args) => latest.current.change(...args),
      addStand: (...args) => latest.current.addStand(...args),
      setCount: (...args) => latest.current.setCount(...args),
      removeStand: (...args) => latest.current.removeStand(...args),
      move: (...args) => latest.current.move(...args),
      duplicate: (...args) => latest.current.duplicate(...args),
      remove: (...args) => latest.current.remove(...args),
    }),
    [],
  );

  return (
    <section className="lb-brigades" aria-labelledby={`${idPrefix}-brigades`}>
      <h2 id={`${idPrefix}-brigades`} className="lb-section-title">
        Brigades
      </h2>
      {list.brigades.length === 0 && <p className="lb-muted">No brigades yet: add one, then add its stands.</p>}
      {list.brigades.map((_, b) => (
        <BrigadeEditor
          key={b}
          idPrefix={idPrefix}
          index={b}
          count={list.brigades.length}
          {...model.brigade(state, b)!}
          nation={list.nation}
          year={list.year}
          actions={stableActions}
        />
      ))}
      <button type="button" id={`${idPrefix}-add-brigade`} className="lb-button lb-button--primary lb-add-brigade" onClick={onAddBrigade}>
        Add brigade
      </button>
    </section>
  );
}
