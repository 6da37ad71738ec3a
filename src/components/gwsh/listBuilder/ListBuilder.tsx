/**
 * The Great War Spearhead list builder: UI state only. Every cost, limit and finding comes from
 * src/lib/gwsh/list/costList.ts; saving and cross-tab rules from src/lib/storage/savedLists.ts.
 */
import { lazy, Suspense, useCallback, useId, useMemo, useRef, useState } from 'react';
import { addItem, displayName, itemsOf, removeItem, setItemCount } from '#src/lib/gwsh/list/listEdits.ts';
import type { SavedList } from '#src/lib/storage/savedListRecord.ts';
import AircraftAndDefences from './AircraftAndDefences.tsx';
import BrigadeList, { brigadeLabel } from './BrigadeList.tsx';
import ListSettings, { listNameId } from './ListSettings.tsx';
import ListSwitcher from './ListSwitcher.tsx';
import { TotalAnnouncement, TotalBar } from './Totals.tsx';
import { usePrinting } from './usePrinting.ts';
import { useSavedLists } from './useSavedLists.ts';
import { useSharedLink } from './useSharedLink.ts';
import { costOf } from './costCache.ts';
import type { CostTables } from '#src/lib/data/tables/costTables.ts';
import { CostTablesContext } from '../useCostTables.ts';
import { RulesPackContext, useRulesPack } from '../rulesPack/useRulesPack.ts';
import { costOptionsUnder, maxAircraftUnder } from '#src/lib/gwsh/packInForce.ts';
import { useListCosts } from './useListCosts.ts';
import { useListEdits } from './useListEdits.ts';
import { useListActions } from './useListActions.ts';
import { useFocusAfterDraw } from './useFocusAfterDraw.ts';
import SectionBoundary from '../../shared/SectionBoundary.tsx';
import { EventNotices } from '../event/EventNotices.tsx';
import { Toast, type Message } from './Toast.tsx';
// Every part's styles, in one sheet for the island (listBuilder.css says why).
import './listBuilder.css';

/**
 * What a first visit does not need before its first paint is fetched apart (React's lazy, each in its own
 * Suspense boundary): the rule check and the tools as the list is drawn, a shared list when a link
 * carries one, an event's rules pack and a data-version notice when there is one, the print copy when
 * printing (usePrinting.ts).
 */
const RuleCheck = lazy(() => import('./RuleCheck.tsx'));
const ListTools = lazy(() => import('./ListTools.tsx'));
const SharedListView = lazy(() => import('./SharedListView.tsx'));
// Only a list saved with other data than this build's needs the data-version notice.
const DataVersionNotice = lazy(() => import('./DataVersionNotice.tsx'));
/** Only a problem with saving needs these notices, so a page that saves as it should never fetches them. */
const Notices = lazy(() => import('./Notices.tsx'));

export default function ListBuilder() {
  const idPrefix = `lb${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [message, setMessage] = useState<Message | null>(null);
  const announce = useCallback((text: string, undo?: () => void) => setMessage((m) => ({ text, undo, n: (m?.n ?? 0) + 1 })), []);
  // The tables loaded so far: the saved lists' snapshots read them on an edit, the costs on every draw.
  const tablesRef = useRef<CostTables | null>(null);
  const store = useSavedLists(announce, tablesRef);
  const { draft } = store;
  const list = draft.list;
  const { shared, clearShared } = useSharedLink();
  const { PrintArea, job: printJob, print } = usePrinting(() => store.flush());

  const pack = useRulesPack();
  const { cost, places, check, sharedCost, tables, tablesError, holdTables } = useListCosts(store, shared, tablesRef, pack);
  const savedLists = useMemo(() => store.lists.map((l) => l.list), [store.lists]);

  const focus = useFocusAfterDraw(draft);
  const eventLists = useMemo(() => [{ name: displayName(list), dataVersion: list.dataVersion }], [list]);
  const { apply, grow, applyRemoval } = useListEdits(store, draft, announce, () =>
    setMessage((m) => (m?.undo ? { text: '', n: m.n + 1 } : m)),
  );

  const actions = useListActions({
    store,
    announce,
    tablesRef,
    holdTables,
    shared,
    clearShared,
    afterAdd: () => focus(listNameId(idPrefix)),
  });
  // Called only from what is drawn once the tables have loaded.
  const costOfRecord = useCallback((r: SavedList) => costOf(r.list, tables!, costOptionsUnder(pack, r.maxAircraft)), [tables, pack]);
  const maxAircraft = maxAircraftUnder(pack, draft.maxAircraft);

  const loadError = tablesError ?? store.loadError;
  if (!cost || !places || !check) {
    return (
      <div className="lb-app">
        <p className="lb-loading" role={loadError ? 'alert' : undefined}>
          {loadError ?? 'Loading the list builder…'}
        </p>
      </div>
    );
  }

  const names = list.brigades.map((_, i) => brigadeLabel(list, i));
  // While a shared list is open, the bar in reach is its total, not the visitor's own list's.
  const viewingShared = shared?.ok && sharedCost ? { list: shared.list, cost: sharedCost } : null;
  const bar = viewingShared
    ? { cost: viewingShared.cost, name: `Shared: ${displayName(viewingShared.list)}`, problemsHref: `#${idPrefix}-shared` }
    : { cost, name: displayName(list), problemsHref: `#${idPrefix}-problems` };

  return (
    <CostTablesContext value={tables}>
      <RulesPackContext value={pack}>
        <div className="lb-app">
          <div className="lb-screen">
            <EventNotices pack={pack} what="Lists are costed and checked" lists={eventLists} />
            {shared && (
              <SectionBoundary name="the shared list" resetKey={shared}>
                <Suspense fallback={null}>
                  <SharedListView
                    shared={shared}
                    cost={sharedCost}
                    onAdd={actions.addShared}
                    onClose={clearShared}
                    anchorId={`${idPrefix}-shared`}
                  />
                </Suspense>
              </SectionBoundary>
            )}
            {(store.storageProblem !== null || store.conflict !== null || store.unreadable.length > 0) && (
              <Suspense fallback={null}>
                <Notices
                  storageProblem={store.storageProblem}
                  storageAvailable={store.storageAvailable}
                  conflict={store.conflict}
                  unreadable={store.unreadable}
                  onRetry={store.retrySave}
                  onSplit={actions.splitOversized}
                  onResolve={store.resolveConflict}
                />
              </Suspense>
            )}
            <ListSwitcher
              lists={store.lists}
              activeId={draft.id}
              isSaved={store.isSaved}
              costOf={costOfRecord}
              locked={store.conflict !== null}
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
                    store.acceptDataUpdate();
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
                onChange={(patch) => actions.changeSettings(patch, apply)}
              />
            </SectionBoundary>

            <SectionBoundary name="the brigades" resetKey={list}>
              <BrigadeList
                idPrefix={idPrefix}
                list={list}
                cost={cost}
                places={places}
                apply={apply}
                grow={grow}
                applyRemoval={applyRemoval}
                announce={announce}
                focus={focus}
              />
            </SectionBoundary>

            <SectionBoundary name="the aircraft and defences" resetKey={list}>
              <AircraftAndDefences
                key={draft.id}
                aircraft={itemsOf(list, 'aircraft')}
                defences={itemsOf(list, 'defences')}
                aircraftCost={cost.aircraft}
                defencesCost={cost.defences}
                year={list.year}
                aircraftPlaces={places.aircraft}
                defencePlaces={places.defences}
                maxAircraft={maxAircraft}
                maxFixedBy={pack?.pack.maxAircraft !== undefined ? pack.pack.name : null}
                onMaxAircraft={store.setMaxAircraft}
                onAdd={(kind, id) => grow((l) => addItem(l, kind, id))}
                onCount={(kind, line, n) => apply((l) => setItemCount(l, kind, line, n))}
                onRemove={(kind, line) =>
                  applyRemoval((l) => removeItem(l, kind, line), `Removed ${kind === 'aircraft' ? 'an aircraft line' : 'a defence line'}.`)
                }
              />
            </SectionBoundary>

            <SectionBoundary name="the rule check" resetKey={list}>
              <Suspense fallback={null}>
                <RuleCheck
                  idPrefix={idPrefix}
                  list={list}
                  cost={cost}
                  places={places}
                  names={names}
                  savedLists={savedLists}
                  maxAircraft={maxAircraft}
                />
              </Suspense>
            </SectionBoundary>
            <SectionBoundary name="the list tools" resetKey={list}>
              <Suspense fallback={null}>
                <ListTools
                  idPrefix={idPrefix}
                  draft={draft}
                  lists={store.lists}
                  unreadable={store.unreadable}
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
              <PrintArea job={printJob} draft={draft} lists={store.lists} />
            </SectionBoundary>
          )}
        </div>
      </RulesPackContext>
    </CostTablesContext>
  );
}
