/** Share a list as a link, save and open list files (every file's outcome shown), and print: this list, its set, an opponent's copy, or all. */
import type { ImportEntry } from '#src/lib/gwsh/list/listImport.ts';
import { useState } from 'react';
import { listsToPrint, type PrintJob, type PrintMode } from '#src/lib/gwsh/list/printSelection.ts';
import { CheckField } from '../../shared/Fields.tsx';
import type { ListModelState } from '#src/lib/tools/listBuilder/listBuilderModel.ts';
import ErrorNotice from './ErrorNotice.tsx';
import ImportExport from './ImportExport.tsx';
import Share from './Share.tsx';
import { useLoadedTables, useListModelContext } from './useListModel.ts';

interface Props {
  idPrefix: string;
  /** The model's state the page draws: the list on screen, every saved list (for the set and "all"), and the
   * saved entries the page could not read (the backup keeps them too). */
  state: ListModelState;
  /** Given, not read from the context (docs/performance.md, "Parts fetched apart"). */
  announce: (text: string) => void;
  onImport: (entries: ImportEntry[]) => void;
  /** One sentence per file refused, then what became of the player's lists (listImport.ts). */
  importErrors: readonly string[];
  onDismissErrors: () => void;
  onPrint: (job: PrintJob) => void;
}

export default function ListTools({ idPrefix, state, announce, onImport, importErrors, onDismissErrors, onPrint }: Props) {
  const model = useListModelContext();
  const { draft, unreadable } = state.lists;
  const lists = model.lists(state.lists);
  const list = draft.list;
  /** Saved lists in this list's set (listSet.ts), and in all. */
  const tables = useLoadedTables();
  const inSet = listsToPrint('set', draft, lists, tables).length;
  const listCount = lists.length;
  const [readings, setReadings] = useState(true);
  const onPrintMode = (mode: PrintMode) => onPrint({ mode, readings });
  return (
    <section className="lb-section" aria-labelledby={`${idPrefix}-tools`}>
      <h2 id={`${idPrefix}-tools`} className="lb-section-title">
        Share, save a file, print
      </h2>
      <Share list={list} maxAircraft={draft.maxAircraft} announce={announce} />
      <ImportExport list={list} lists={model.listFiles(lists)} unreadable={unreadable} announce={announce} onImport={onImport} />
      {importErrors.length > 0 && (
        <ErrorNotice onDismiss={onDismissErrors}>
          {importErrors.map((e) => (
            <p key={e}>{e}</p>
          ))}
        </ErrorNotice>
      )}
      <CheckField
        id={`${idPrefix}-print-readings`}
        family="lb"
        label="End each printed list with the readings of unclear rules it relied on"
        value={readings}
        onChange={setReadings}
      />
      <div className="lb-toolbar">
        <button type="button" className="lb-button" onClick={() => onPrintMode('this')}>
          Print this list
        </button>
        {inSet > 1 && (
          <button type="button" className="lb-button" onClick={() => onPrintMode('set')}>
            Print its set ({inSet} lists)
          </button>
        )}
        {inSet > 1 && (
          <button type="button" className="lb-button" onClick={() => onPrintMode('set-sheet')}>
            Print its set on one sheet
          </button>
        )}
        {list.part === 'basic' && (
          <button type="button" className="lb-button" onClick={() => onPrintMode('opponent')}>
            Print an opponent’s copy
          </button>
        )}
        {listCount > 1 && (
          <button type="button" className="lb-button" onClick={() => onPrintMode('all')}>
            Print all {listCount} lists
          </button>
        )}
      </div>
    </section>
  );
}
