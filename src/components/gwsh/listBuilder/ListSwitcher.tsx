/**
 * The player's set of lists kept in this browser: switch, create, duplicate, rename, delete (with Undo),
 * and an overview of every list's total against its limit.
 */
import { useId, useState } from 'react';
import type { ListCost } from '#src/lib/gwsh/list/costList.ts';
import { displayName, listTypeName, partName } from '#src/lib/gwsh/list/listEdits.ts';
import { listTypes } from '#src/lib/gwsh/list/listFormat.ts';
import type { SavedList } from '#src/lib/storage/savedListRecord.ts';

interface Props {
  lists: readonly SavedList[];
  activeId: string;
  /** Whether a list has been saved at least once (a new player's first list is not, until changed). */
  isSaved: (id: string) => boolean;
  costOf: (record: SavedList) => ListCost;
  locked: boolean;
  onSwitch: (id: string) => void;
  onNew: () => void;
  onDuplicate: () => void;
  onRename: () => void;
  onDelete: () => void;
}

const summary = (cost: ListCost) => (cost.limitText === null ? `${cost.totalText} pts` : `${cost.totalText}/${cost.limitText} pts`);

/** The list's own name with its part, or what it is when it has no name. */
const optionLabel = (l: SavedList) => (l.list.name?.trim() ? `${l.list.name.trim()} (${partName(l.list.part)})` : displayName(l.list));

export default function ListSwitcher(p: Props) {
  const id = useId();
  // The overview is drawn only while it is open: with thousands of lists, drawing it unseen costs as much as the rest.
  const [overviewOpen, setOverviewOpen] = useState(false);
  const groups = listTypes.map((type) => ({ type, lists: p.lists.filter((l) => l.list.list === type) })).filter((g) => g.lists.length > 0);

  return (
    <section className="lb-switcher" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="lb-section-title">
        Your lists
      </h2>
      <div className="lb-field lb-field--wide">
        <label htmlFor={`${id}-select`}>Open list</label>
        <select id={`${id}-select`} value={p.activeId} disabled={p.locked} onChange={(e) => p.onSwitch(e.target.value)}>
          {groups.map((g) => (
            <optgroup key={g.type} label={listTypeName(g.type)}>
              {g.lists.map((l) => (
                <option key={l.id} value={l.id}>
                  {optionLabel(l)} · {summary(p.costOf(l))}
                  {p.isSaved(l.id) ? '' : ' · not saved yet'}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="lb-toolbar">
        <button type="button" className="lb-button" onClick={p.onNew} disabled={p.locked}>
          New list
        </button>
        <button type="button" className="lb-button" onClick={p.onDuplicate} disabled={p.locked}>
          Duplicate
        </button>
        <button type="button" className="lb-button" onClick={p.onRename}>
          Rename
        </button>
        <button type="button" className="lb-button lb-button--danger" onClick={p.onDelete} disabled={p.locked}>
          Delete
        </button>
      </div>
      {p.lists.length > 1 && (
        <details className="lb-overview" onToggle={(e) => setOverviewOpen(e.currentTarget.open)}>
          <summary>All {p.lists.length} lists at a glance</summary>
          {overviewOpen && (
            <ul className="lb-overview-list">
              {p.lists.map((l) => {
                const cost = p.costOf(l);
                const over = cost.remaining !== null && cost.remaining < 0;
                return (
                  <li key={l.id} className={l.id === p.activeId ? 'lb-overview-item lb-overview-item--active' : 'lb-overview-item'}>
                    <button
                      type="button"
                      className="lb-overview-open"
                      onClick={() => p.onSwitch(l.id)}
                      disabled={p.locked || l.id === p.activeId}
                      aria-current={l.id === p.activeId || undefined}
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
