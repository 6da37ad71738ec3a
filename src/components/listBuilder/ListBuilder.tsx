/**
 * The Great War Spearhead list builder (issue 4): UI state only. Every cost, limit and finding comes from
 * src/lib/gwsh/list/costList.ts; saving and cross-tab rules from src/lib/storage/savedLists.ts.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { costList, type ListCost } from '../../lib/gwsh/list/costList.ts';
import { placeFindings } from '../../lib/gwsh/list/findingPlaces.ts';
import {
  addBrigade, addItem, addStand, displayName, duplicateBrigade, itemsOf, moveBrigade, removeBrigade, removeItem,
  removeStand, setItemCount, setStandCount, updateBrigade,
} from '../../lib/gwsh/list/listEdits.ts';
import type { GwshList, ParsedList } from '../../lib/gwsh/list/listFile.ts';
import { isListLink, readListLink } from '../../lib/gwsh/list/listLink.ts';
import { checkDataVersion } from '../../lib/gwsh/list/rowChanges.ts';
import { aircraftOptions, defenceOptions } from '../../lib/gwsh/list/standPicker.ts';
import type { SavedList } from '../../lib/storage/savedLists.ts';
import AircraftAndDefences from './AircraftAndDefences.tsx';
import BrigadeEditor, { brigadeIds } from './BrigadeEditor.tsx';
import DataVersionNotice from './DataVersionNotice.tsx';
import Findings from '../shared/Findings.tsx';
import ImportExport from './ImportExport.tsx';
import { importReport, type ImportOutcome } from '../../lib/gwsh/list/listImport.ts';
import ListSettings, { listNameId } from './ListSettings.tsx';
import ListSwitcher from './ListSwitcher.tsx';
import Notices from './Notices.tsx';
import Readings from './Readings.tsx';
import SetSummary from './SetSummary.tsx';
import { listsToPrint, type PrintMode } from '../../lib/gwsh/list/printSelection.ts';
import Roster from './Roster.tsx';
import Share from './Share.tsx';
import SharedListView from './SharedListView.tsx';
import { Breakdown, TotalBar, totalSentence } from './Totals.tsx';
import { useSavedLists } from './useSavedLists.ts';
import './listBuilder.css';

/** Costs are cached per list object: the switcher and the print view cost every list, edits make new objects. */
const costs = new WeakMap<GwshList, { max: number | null; cost: ListCost }>();
function costOf(list: GwshList, maxAircraft: number | null): ListCost {
  const hit = costs.get(list);
  if (hit && hit.max === maxAircraft) return hit.cost;
  const cost = costList(list, { maxAircraft });
  costs.set(list, { max: maxAircraft, cost });
  return cost;
}

interface Message {
  text: string;
  undo?: () => void;
  /** Counts messages, so that the same text twice is announced twice. */
  n: number;
}

const brigadeLabel = (list: GwshList, i: number) => list.brigades[i]?.name.trim() || `Brigade ${i + 1}`;

export default function ListBuilder() {
  const idPrefix = `lb${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const [message, setMessage] = useState<Message | null>(null);
  const announce = useCallback((text: string, undo?: () => void) => setMessage((m) => ({ text, undo, n: (m?.n ?? 0) + 1 })), []);
  const store = useSavedLists(announce);
  const { draft, ready } = store;
  const list = draft.list;
  /** The list on screen now, for Undo buttons created earlier. */
  const current = useRef(list);
  current.current = list;

  const [focusTarget, setFocusTarget] = useState<{ id: string; select?: boolean } | null>(null);
  const [shared, setShared] = useState<ParsedList | null>(null);
  const [importErrors, setImportErrors] = useState<string[]>([]);
  const [printMode, setPrintMode] = useState<PrintMode>('this');
  const [printRequest, setPrintRequest] = useState(0);
  const [totalAnnouncement, setTotalAnnouncement] = useState('');

  const cost = useMemo(() => costOf(list, draft.maxAircraft), [list, draft.maxAircraft]);
  const places = useMemo(() => placeFindings(cost.findings, list.brigades.length), [cost, list.brigades.length]);
  const check = useMemo(() => checkDataVersion(list, draft.rows), [list, draft.rows]);
  const sharedCost = useMemo(() => (shared?.ok ? costOf(shared.list, null) : null), [shared]);
  const airOptions = useMemo(() => aircraftOptions(list.year), [list.year]);
  const defOptions = useMemo(() => defenceOptions(), []);
  const savedLists = useMemo(() => store.lists.map((l) => l.list), [store.lists]);

  // A list carried in the address (#list=1.…) is shown read-only until the player adds it.
  // Other fragments (a jump to the rule check, the skip link) leave an open shared list where it is.
  useEffect(() => {
    const read = () => isListLink(location.hash) && setShared(readListLink(location.hash));
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);

  useEffect(() => {
    if (!focusTarget) return;
    const el = document.getElementById(focusTarget.id);
    el?.focus();
    if (focusTarget.select && el instanceof HTMLInputElement) el.select();
    setFocusTarget(null);
  }, [focusTarget, draft]);

  // The total is announced once the player pauses, not at every keystroke.
  useEffect(() => {
    if (!ready) return;
    const t = setTimeout(() => setTotalAnnouncement(totalSentence(cost)), 800);
    return () => clearTimeout(t);
  }, [ready, cost]);

  useEffect(() => {
    if (printRequest === 0) return;
    const done = () => setPrintMode('this');
    window.addEventListener('afterprint', done, { once: true });
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [printRequest]);

  /** Every edit goes through here; an Undo offered for an earlier removal no longer applies. */
  const apply = (change: (l: GwshList) => GwshList) => {
    store.edit(change);
    setMessage((m) => (m?.undo ? { text: '', n: m.n + 1 } : m));
  };
  /** A removal, with Undo while nothing else has changed (here or in another tab). */
  const applyRemoval = (change: (l: GwshList) => GwshList, text: string) => {
    const before = list;
    const after = change(list);
    store.edit(() => after);
    announce(text, () => {
      if (current.current !== after) return announce('The list has changed since, so there is nothing to undo.');
      store.edit(() => before);
      announce('Restored.');
    });
  };
  const focus = (id: string, select = false) => setFocusTarget({ id, select });

  const clearShared = () => {
    history.replaceState(history.state, '', `${location.pathname}${location.search}`);
    setShared(null);
  };

  const onAddBrigade = () => {
    const index = list.brigades.length;
    apply((l) => addBrigade(l, l.brigades.at(-1)?.grade ?? 'regular'));
    focus(brigadeIds(idPrefix, index).name, true);
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

  const onDeleteList = () => {
    const name = displayName(list);
    store.remove(draft.id);
    announce(`Deleted “${name}”.`, () => {
      const undone = store.undoRemove();
      if (undone === 'restored') announce(`Restored “${name}”.`);
      if (undone === 'theirs') announce('This list was kept in another tab after you deleted it: showing that version.');
    });
  };

  const onImport = (outcomes: ImportOutcome[]) => {
    const saved = outcomes.map((o) => o.ok && store.create(o.list) !== null);
    const report = importReport(outcomes, saved);
    setImportErrors(report.refused);
    if (report.added) announce(report.added);
  };

  const onAddShared = () => {
    if (!shared?.ok || !store.create(shared.list)) return;
    clearShared();
    announce(`Added “${displayName(shared.list)}” to your lists.`);
    focus(listNameId(idPrefix));
  };

  const print = (mode: PrintMode) => {
    store.flush();
    setPrintMode(mode);
    setPrintRequest((n) => n + 1);
  };

  const isSaved = useCallback((id: string) => store.lists.some((l) => l.id === id && l.rev > 0), [store.lists]);
  const costOfRecord = useCallback((r: SavedList) => costOf(r.list, r.maxAircraft), []);

  if (!ready) {
    return (
      <div className="lb-app">
        <p className="lb-loading">Loading the list builder…</p>
      </div>
    );
  }

  const names = list.brigades.map((_, i) => brigadeLabel(list, i));
  const elsewhere = [...places.brigades.entries()].map(([i, p]) => ({
    i, n: p.brigade.length + [...p.stands.values()].reduce((s, f) => s + f.length, 0),
  }));
  const printed = listsToPrint(printMode, draft, store.lists);
  const inSet = listsToPrint('set', draft, store.lists).length;

  return (
    <div className="lb-app">
      <div className="lb-screen">
        {shared && <SharedListView shared={shared} cost={sharedCost} onAdd={onAddShared} onClose={clearShared} />}
        <Notices
          storageProblem={store.storageProblem}
          storageAvailable={store.storageAvailable}
          conflict={store.conflict}
          unreadable={store.unreadable}
          onRetry={store.retrySave}
          onResolve={store.resolveConflict}
        />
        <ListSwitcher
          lists={store.lists}
          activeId={draft.id}
          isSaved={isSaved}
          costOf={costOfRecord}
          locked={store.conflict !== null}
          onSwitch={(id) => {
            store.switchTo(id);
            setMessage(null);
          }}
          onNew={() => {
            if (!store.newBlank()) return;
            announce('New list created.');
            focus(listNameId(idPrefix), true);
          }}
          onDuplicate={() => {
            const copy = store.duplicate();
            if (copy) announce(`Duplicated as “${displayName(copy.list)}”.`);
          }}
          onRename={() => focus(listNameId(idPrefix), true)}
          onDelete={onDeleteList}
        />
        <DataVersionNotice check={check} onAccept={() => { store.acceptDataUpdate(); announce(`This list now uses data version ${check.currentVersion}.`); }} />
        <ListSettings
          idPrefix={idPrefix}
          list={list}
          cost={cost}
          findings={places.settings}
          placeholder={displayName({ ...list, name: '' })}
          onChange={(patch) => apply((l) => ({ ...l, ...patch }))}
        />

        <section className="lb-brigades" aria-labelledby={`${idPrefix}-brigades`}>
          <h2 id={`${idPrefix}-brigades`} className="lb-section-title">Brigades</h2>
          {list.brigades.length === 0 && <p className="lb-muted">No brigades yet: add one, then add its stands.</p>}
          {list.brigades.map((brigade, b) => (
            <BrigadeEditor
              key={b}
              idPrefix={idPrefix}
              index={b}
              count={list.brigades.length}
              brigade={brigade}
              cost={cost.brigades[b]}
              places={places.brigades.get(b)}
              nation={list.nation}
              year={list.year}
              onChange={(patch) => apply((l) => updateBrigade(l, b, patch))}
              onAddStand={(unit, n, name) => {
                apply((l) => addStand(l, b, unit, n).list);
                announce(`Added ${n} × ${name} to ${brigadeLabel(list, b)}.`);
              }}
              onCount={(line, n) => apply((l) => setStandCount(l, b, line, n))}
              onRemoveStand={(line) => onRemoveStand(b, line)}
              onMove={(by) => onMove(b, by)}
              onDuplicate={() => {
                apply((l) => duplicateBrigade(l, b));
                announce(`Duplicated ${brigadeLabel(list, b)}.`);
                focus(brigadeIds(idPrefix, b + 1).name, true);
              }}
              onRemove={() => onRemoveBrigade(b)}
            />
          ))}
          <button type="button" id={`${idPrefix}-add-brigade`} className="lb-button lb-button--primary lb-add-brigade" onClick={onAddBrigade}>
            Add brigade
          </button>
        </section>

        <section className="lb-section" aria-labelledby={`${idPrefix}-extras`}>
          <h2 id={`${idPrefix}-extras`} className="lb-section-title">Aircraft and defences</h2>
          <AircraftAndDefences
            key={draft.id}
            aircraft={itemsOf(list, 'aircraft')}
            defences={itemsOf(list, 'defences')}
            aircraftCost={cost.aircraft}
            defencesCost={cost.defences}
            aircraftOptions={airOptions}
            defenceOptions={defOptions}
            aircraftPlaces={places.aircraft}
            defencePlaces={places.defences}
            maxAircraft={draft.maxAircraft}
            onMaxAircraft={store.setMaxAircraft}
            onAdd={(kind, id) => apply((l) => addItem(l, kind, id))}
            onCount={(kind, line, n) => apply((l) => setItemCount(l, kind, line, n))}
            onRemove={(kind, line) => applyRemoval((l) => removeItem(l, kind, line), `Removed ${kind === 'aircraft' ? 'an aircraft line' : 'a defence line'}.`)}
          />
        </section>

        <section className="lb-section" id={`${idPrefix}-problems`} aria-labelledby={`${idPrefix}-problems-title`} tabIndex={-1}>
          <h2 id={`${idPrefix}-problems-title`} className="lb-section-title">Rule check</h2>
          <p>
            {cost.errors.length === 0
              ? 'This list breaks no rule the site checks.'
              : `${cost.errors.length} ${cost.errors.length === 1 ? 'rule is' : 'rules are'} broken; each is shown beside what it concerns.`}{' '}
            {cost.warnings.length > 0 && `${cost.warnings.length} ${cost.warnings.length === 1 ? 'note or warning' : 'notes and warnings'}.`}
          </p>
          <Findings findings={places.list} label="About the whole list" />
          {elsewhere.some((e) => e.n > 0) && (
            <ul className="lb-jump">
              {elsewhere.filter((e) => e.n > 0).map((e) => (
                <li key={e.i}>
                  <a href={`#${brigadeIds(idPrefix, e.i).heading}`}>{names[e.i]}</a>: {e.n} {e.n === 1 ? 'finding' : 'findings'}
                </li>
              ))}
            </ul>
          )}
          <SetSummary list={list} lists={savedLists} />
          <Breakdown cost={cost} names={names} />
          <Readings readings={cost.readings} />
        </section>

        <section className="lb-section" aria-labelledby={`${idPrefix}-tools`}>
          <h2 id={`${idPrefix}-tools`} className="lb-section-title">Share, save a file, print</h2>
          <Share list={list} announce={announce} />
          <ImportExport list={list} onImport={onImport} />
          {importErrors.length > 0 && (
            <div className="lb-notice lb-notice--error" role="alert">
              {importErrors.map((e, i) => <p key={e}>{e}{i === importErrors.length - 1 && ' Your lists have not been changed.'}</p>)}
              <div className="lb-toolbar">
                <button type="button" className="lb-button" onClick={() => setImportErrors([])}>Dismiss</button>
              </div>
            </div>
          )}
          <div className="lb-toolbar">
            <button type="button" className="lb-button" onClick={() => print('this')}>Print this list</button>
            {inSet > 1 && <button type="button" className="lb-button" onClick={() => print('set')}>Print its set ({inSet} lists)</button>}
            {list.part === 'basic' && <button type="button" className="lb-button" onClick={() => print('opponent')}>Print an opponent’s copy</button>}
            {store.lists.length > 1 && (
              <button type="button" className="lb-button" onClick={() => print('all')}>Print all {store.lists.length} lists</button>
            )}
          </div>
        </section>

        <TotalBar cost={cost} name={displayName(list)} problemsHref={`#${idPrefix}-problems`}>
          <div className="lb-toast" role="status">
            {message?.text && (
              <>
                <span key={message.n}>{message.text}</span>
                {message.undo && (
                  <button type="button" className="lb-button lb-button--small" onClick={message.undo}>Undo</button>
                )}
              </>
            )}
          </div>
          <p className="lb-sr" aria-live="polite">{totalAnnouncement}</p>
        </TotalBar>
      </div>

      <div className="lb-print">
        {printed.map((p) => (
          <Roster key={p.item.id} list={p.list} cost={costOf(p.list, p.item.maxAircraft)} opponent={p.opponent} />
        ))}
        <p className="lb-print-foot">Costed with Great War Tables, data version {cost.dataVersion}.</p>
      </div>
    </div>
  );
}
