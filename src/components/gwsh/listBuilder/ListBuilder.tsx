/**
 * The Great War Spearhead list builder: UI state only. The list, its tables, the event's pack and every
 * cost come from the model (src/lib/tools/listBuilder/listBuilderModel.ts, bound in useListModel.ts); costs, limits
 * and findings from src/lib/gwsh/list/costList.ts.
 */
import { lazy, Suspense, useCallback, useDeferredValue, useId, useMemo, useState } from 'react';
import { displayName } from '#src/lib/gwsh/list/listEdits.ts';
import AircraftAndDefences from './AircraftAndDefences.tsx';
import BrigadeList from './BrigadeList.tsx';
import ListSettings, { listNameId } from './ListSettings.tsx';
import ListSwitcher from './ListSwitcher.tsx';
import { TotalAnnouncement, TotalBar } from './Totals.tsx';
import { usePrinting } from './usePrinting.ts';
import { ListModelContext, useListModel, useModelState } from './useListModel.ts';
import { useSharedLink } from './useSharedLink.ts';
import { useListEdits } from './useListEdits.ts';
import { useListActions } from './useListActions.ts';
import { useFocusAfterDraw } from './useFocusAfterDraw.ts';
import SectionBoundary from '../../shared/SectionBoundary.tsx';
import { Toast, type Message } from './Toast.tsx';
// Every part's styles, in one sheet for the island (listBuilder.css says why).
import './listBuilder.css';

/**
 * What a first visit does not need before its first paint is fetched apart (React's lazy, each in its own
 * Suspense boundary): the rule check and the tools as the list is drawn, a shared list when a link
 * carries one, an event's rules pack and a data-version notice when there is one, the print copy when
 * printing (usePrinting.ts), and the event's notices (which read storage once the page has drawn).
 */
const RuleCheck = lazy(() => import('./RuleCheck.tsx'));
const ListTools = lazy(() => import('./ListTools.tsx'));
const SharedListView = lazy(() => import('./SharedListView.tsx'));
// Only a list saved with other data than this build's needs the data-version notice.
const DataVersionNotice = lazy(() => import('./DataVersionNotice.tsx'));
/** Only a problem with saving needs these notices, so a page that saves as it should never fetches them. */
const Notices = lazy(() => import('./Notices.tsx'));
const EventNotices = lazy(() => import('../shared/EventNotices.tsx'));

export default function ListBuilder() {
  const idPrefix = `lb${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [message, setMessage] = useState<Message | null>(null);
  const announce = useCallback((text: string, undo?: () => void) => setMessage((m) => ({ text, undo, n: (m?.n ?? 0) + 1 })), []);
  const model = useListModel(announce);
  const latest = useModelState(model);
  // An edit is drawn at once; a long list, the first draw or thousands of restored lists are drawn in the
  // background (React yields to the player between slices) while the page keeps showing what it had.
  const deferred = useDeferredValue(latest);
  const state = model.drawsAtOnce(latest, deferred) ? latest : deferred;
  const { draft } = state.lists;
  const list = draft.list;
  const { pack, shared } = state;
  const clearShared = useSharedLink(model.setShared);
  const { PrintArea, job: printJob, print } = usePrinting(() => model.saveNow());

  const tables = model.tables(state);
  const costed = model.costed(state);
  const check = model.check(state);
  const sharedCost = model.sharedCost(state);
  const lists = model.lists(state.lists);

  const focus = useFocusAfterDraw(draft, () => model.getState().lists.draft.id);
  const eventLists = useMemo(() => [{ name: displayName(list), dataVersion: list.dataVersion }], [list]);
  const edits = useListEdits(model, draft.id, () => setMessage((m) => (m?.undo ? { text: '', n: m.n + 1 } : m)));

  const actions = useListActions({ model, clearShared, afterAdd: () => focus(listNameId(idPrefix)) });

  const loadError = model.loadError(state);
  if (!tables || !costed || !check) {
    return (
      <div className="lb-app">
        <p className="lb-loading" role={loadError ? 'alert' : undefined}>
          {loadError ?? 'Loading the list builder…'}
        </p>
      </div>
    );
  }

  const { cost, places } = costed;
  // While a shared list is open, the bar in reach is its total, not the visitor's own list's.
  const viewingShared = shared?.ok && sharedCost ? { list: shared.list, cost: sharedCost } : null;
  const bar = viewingShared
    ? { cost: viewingShared.cost, name: `Shared: ${displayName(viewingShared.list)}`, problemsHref: `#${idPrefix}-shared` }
    : { cost, name: displayName(list), problemsHref: `#${idPrefix}-problems` };

  return (
    <ListModelContext value={model}>
      {/* data-unsaved: a change is waiting for the autosave (read by the browser tests before a reload). */}
      <div className="lb-app" data-unsaved={latest.lists.dirty || undefined}>
        <div className="lb-screen">
          <Suspense fallback={null}>
            <EventNotices pack={pack} what="Lists are costed and checked" lists={eventLists} />
          </Suspense>
          {shared && (
            <SectionBoundary name="the shared list" resetKey={shared}>
              <Suspense fallback={null}>
                <SharedListView
                  shared={shared}
                  cost={sharedCost}
                  onAdd={actions.addShared}
                  onClose={actions.clearShared}
                  anchorId={`${idPrefix}-shared`}
                />
              </Suspense>
            </SectionBoundary>
          )}
          {(state.lists.storageProblem !== null || state.lists.conflict !== null || state.lists.unreadable.length > 0) && (
            <Suspense fallback={null}>
              <Notices
                storageProblem={state.lists.storageProblem}
                storageAvailable={state.lists.storageAvailable}
                conflict={state.lists.conflict}
                unreadable={state.lists.unreadable}
                onRetry={model.retrySave}
                onSplit={actions.splitOversized}
                onResolve={model.resolveConflict}
              />
            </Suspense>
          )}
          <ListSwitcher
            state={state}
            onSwitch={(id) => {
              actions.switchTo(id);
              setMessage(null);
            }}
            onNew={() => actions.newList() && focus(listNameId(idPrefix), true)}
            onDuplicate={actions.duplicateList}
            onRename={() => focus(listNameId(idPrefix), true)}
            onDelete={actions.deleteList}
          />
          {check.needsAttention && (
            <Suspense fallback={null}>
              <DataVersionNotice
                check={check}
                onAccept={() => {
                  model.acceptDataUpdate();
                  announce(`This list now uses data version ${check.currentVersion}.`);
                }}
              />
            </Suspense>
          )}
          <SectionBoundary name="the list settings" resetKey={list}>
            <ListSettings
              idPrefix={idPrefix}
              list={list}
              cost={cost}
              findings={places.settings}
              placeholder={displayName({ ...list, name: '' })}
              onChange={(patch) => actions.changeSettings(patch, edits.apply)}
            />
          </SectionBoundary>

          <SectionBoundary name="the brigades" resetKey={list}>
            <BrigadeList idPrefix={idPrefix} state={state} edits={edits} announce={announce} focus={focus} />
          </SectionBoundary>

          <SectionBoundary name="the aircraft and defences" resetKey={list}>
            <AircraftAndDefences key={draft.id} state={state} edits={edits} />
          </SectionBoundary>

          <SectionBoundary name="the rule check" resetKey={list}>
            <Suspense fallback={null}>
              <RuleCheck idPrefix={idPrefix} state={state} />
            </Suspense>
          </SectionBoundary>
          <SectionBoundary name="the list tools" resetKey={list}>
            <Suspense fallback={null}>
              <ListTools
                idPrefix={idPrefix}
                state={state}
                announce={announce}
                onImport={actions.importLists}
                importErrors={actions.importErrors}
                onDismissErrors={actions.dismissImportErrors}
                onPrint={print}
              />
            </Suspense>
          </SectionBoundary>

          <SectionBoundary name="the total" resetKey={list}>
            <TotalBar {...bar}>
              <Toast message={message} />
              {!viewingShared && <TotalAnnouncement cost={cost} />}
            </TotalBar>
          </SectionBoundary>
        </div>

        {PrintArea && printJob && (
          <SectionBoundary name="the copy for printing" resetKey={list}>
            <PrintArea job={printJob} draft={draft} lists={lists} />
          </SectionBoundary>
        )}
      </div>
    </ListModelContext>
  );
}
