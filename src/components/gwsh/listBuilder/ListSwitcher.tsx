/**
 * The player's set of lists kept in this browser: switch, create, duplicate, rename, delete (with Undo),
 * and an overview of every list's total against its limit.
 */
import { useId, useState } from 'react';
import type { ListCost } from '#src/lib/gwsh/list/costList.ts';
import { displayName, listTypeName, partName } from '#src/lib/gwsh/list/listEdits.ts';
import { listTypes } from '#src/lib/gwsh/list/listFormat.ts';
import type { ListModelState } from '#src/lib/tools/listBuilder/listBuilderModel.ts';
import type { SavedList } from '#src/lib/tools/listBuilder/savedListRecord.ts';
import { useListModelContext } from './useListModel.ts';

interface Props {
  /** The model's state the page draws (drawn only once its tables are loaded). */
  state: ListModelState;
  onSwitch: (id: string) => void;
  onNew: () => void;
  onDuplicate: () => void;
  onRename: () => void;
  onDelete: () => void;
}

const summary = (cost: ListCost) => (cost.limitText === null ? `${cost.totalText} pts` : `${cost.totalText}/${cost.limitText} pts`);

/** The list's own name with its part, or what it is when it has no name. */
const optionLabel = (l: SavedList) => (l.list.name?.trim() ? `${l.list.name.trim()} (${partName(l.list.part)})` : displayName(l.list));

export default function ListSwitcher({ state, ...p }: Props) {
  const id = useId();
  const model = useListModelContext();
  const lists = model.lists(state.lists);
  const activeId = state.lists.draft.id;
  const savedIds = model.savedIds(lists);
  const locked = state.lists.conflict !== null;
  const costOf = (l: SavedList) => model.costOfRecord(state, l)!;
  // The overview is drawn only while it is open: with thousands of lists, drawing it unseen costs as much as the rest.
  const [overviewOpen, setOverviewOpen] = useState(false);
  const groups = listTypes.map((type) => ({ type, lists: lists.filter((l) => l.list.list === type) })).filter((g) => g.lists.length > 0);

  return (
    <section className="lb-switcher" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="lb-section-title">
        Your lists
      </h2>
      <div className="lb-field lb-field--wide">
        <label htmlFor={`${id}-select`}>Open list</label>
        <select id={`${id}-select`} value={activeId} disabled={locked} onChange={(e) => p.onSwitch(e.target.value)}>
          {groups.map((g) => (
            <optgroup key={g.type} label={listTypeName(g.type)}>
              {g.lists.map((l) => (
                <option key={l.id} value={l.id}>
                  {optionLabel(l)} · {summary(costOf(l))}
                  {savedIds.has(l.id) ? '' : ' · not saved yet'}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="lb-toolbar">
        <button type="button" className="lb-button" onClick={p.onNew} disabled={locked}>
          New list
        </button>
        <button type="button" className="lb-button" onClick={p.onDuplicate} disabled={locked}>
          Duplicate
        </button>
        <button type="button" className="lb-button" onClick={p.onRename}>
          Rename
        </button>
        <button type="button" className="lb-button lb-button--danger" onClick={p.onDelete} disabled={locked}>
          Delete
        </button>
      </div>
      {lists.length > 1 && (
        <details className="lb-overview" onToggle={(e) => setOverviewOpen(e.currentTarget.open)}>
          <summary>All {lists.length} lists at a glance</summary>
          {overviewOpen && (
            <ul className="lb-overview-list">
              {lists.map((l) => {
                const cost = costOf(l);
                const over = cost.remaining !== null && cost.remaining < 0;
                return (
                  <li key={l.id} className={l.id === activeId ? 'lb-overview-item lb-overview-item--active' : 'lb-overview-item'}>
                    <button
                      type="button"
                      className="lb-overview-open"
                      onClick={() => p.onSwitch(l.id)}
                      disabled={locked || l.id === activeId}
                      aria-current={l.id === activeId || undefined}
                    >
                      <span className="lb-overview-name">{displayName(l.list)}</span>
                      <span className="lb-muted">
                        {listTypeName(l.list.list)}, {partName(l.list.part)} · {summary(cost)}
                        {over && ' · over the limit'}
                        {cost.errors.length > 0 && ` · ${cost.errors.length} broken`}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </details>
      )}
    </section>
  );
}
