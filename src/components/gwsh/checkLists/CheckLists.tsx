/**
 * The organiser's page: many gwsh-list files and share links checked at once, in the page,
 * with the engine of `gwsh cost --set` (src/lib/gwsh/list/checkLists.ts, costReport.ts). Nothing is
 * uploaded. Its state and actions are the check's model (useCheckLists.ts); each part draws its slice.
 */
import { lazy, Suspense, useId } from 'react';
import { readFiles, readPickedFiles } from '../../shared/files.ts';
import { checkListsModel, useCheckLists } from './useCheckLists.ts';
import '../../shared/controls.css';
import '../../shared/calc/calc.css';
import './checkLists.css';

/**
 * The engine and the results are fetched with the first files or links: until then the page
 * is only the place to drop them, and loads no schema, cost engine or roster.
 */
const CheckResults = lazy(() => import('./CheckResults.tsx'));
/** Only once lists are checked: handing them in to the event kept in this browser. */
const HandInToEvent = lazy(() => import('./HandInToEvent.tsx'));

export default function CheckLists() {
  const id = useId();
  const model = checkListsModel();
  const links = useCheckLists((s) => s.links);
  const tablesError = useCheckLists((s) => s.tablesError);
  const progress = useCheckLists((s) => s.progress);
  const anyChecked = useCheckLists((s) => s.checked.length > 0);
  const ready = useCheckLists((s) => s.checked.length > 0 && s.tables !== null);
  const pick = async (input: HTMLInputElement) => model.checkFiles(await readPickedFiles(input));
  const drop = async (files: FileList) => model.checkFiles(await readFiles(files));

  return (
    <div className="calc check-lists">
      {tablesError && <p role="alert">{tablesError}</p>}
      <div
        className="check-drop"
        onDragOver={(e) => e.preventDefault()}
        onDrop={(e) => {
          e.preventDefault();
          void drop(e.dataTransfer.files);
        }}
      >
        <p>Drop gwsh-list files here, or choose them. Nothing leaves this browser.</p>
        <label className="calc-field">
          <span>List files</span>
          <input type="file" accept=".json,application/json" multiple onChange={(e) => void pick(e.currentTarget)} />
        </label>
      </div>
      <div className="calc-field">
        <label htmlFor={`${id}-links`}>Share links, one a line</label>
        <textarea id={`${id}-links`} rows={3} value={links} onChange={(e) => model.setLinks(e.target.value)} />
      </div>
      <div className="check-toolbar">
        <button type="button" onClick={() => void model.checkLinks()} disabled={!links.trim()}>
          Check these links
        </button>
        <button type="button" onClick={model.clear} disabled={!anyChecked}>
          Clear
        </button>
      </div>

      {progress && (
        <p role="status">
          Checking the files: {progress.done} of {progress.of}…
        </p>
      )}
      {ready && (
        <Suspense fallback={<p role="status">Checking…</p>}>
          <CheckResults />
          <HandInToEvent />
        </Suspense>
      )}
    </div>
  );
}
