/**
 * The organiser's page: many gwsh-list files and share links checked at once, in the page,
 * with the engine of `gwsh cost --set` (src/lib/gwsh/list/checkLists.ts, costReport.ts). Nothing is
 * uploaded. This island holds only what was picked, the sort, the filter and the open roster.
 */
import { lazy, startTransition, Suspense, useId, useState } from 'react';
import type { CheckedFile } from '#src/lib/gwsh/list/costReport.ts';
import type { FileText } from '#src/lib/files/fileText.ts';
import { nationIds } from '#src/lib/data/nationIds.ts';
import { loadCostTables, type CostTables } from '#src/lib/data/tables/costTables.ts';
import { readFiles, readPickedFiles } from '../../shared/files.ts';
import { eachYielding } from '../../shared/eachYielding.ts';
import '../../shared/controls.css';
import '../../shared/calc/calc.css';
import './checkLists.css';

type Engine = typeof import('#src/lib/gwsh/list/checkLists.ts');
/**
 * The engine and the results are fetched with the first files or links: until then the page
 * is only the place to drop them, and loads no schema, cost engine or roster.
 */
const CheckResults = lazy(() => import('./CheckResults.tsx'));
/** Only once lists are checked: handing them in to the event kept in this browser. */
const HandInToEvent = lazy(() => import('./HandInToEvent.tsx'));

export default function CheckLists() {
  const id = useId();
  const [checked, setChecked] = useState<CheckedFile[]>([]);
  const [links, setLinks] = useState('');
  const [tablesError, setTablesError] = useState<string | null>(null);
  const [costTables, setCostTables] = useState<CostTables | null>(null);
  /** Files checked so far while a large batch is being checked; null when none is. */
  const [progress, setProgress] = useState<{ done: number; of: number } | null>(null);
  /**
   * Files may be of any nation: the engine and every cost table are fetched (once) before the first check.
   * Each step is one file (all the lists of a backup) or one pasted link: the page stays responsive between
   * them (eachYielding). Returns each step's lists, in the steps' order; none when the tables could not be loaded.
   */
  const add = async (plan: (engine: Engine) => readonly ((tables: CostTables) => CheckedFile[])[]): Promise<CheckedFile[][]> => {
    let engine: Engine;
    let tables: CostTables;
    try {
      [engine, tables] = await Promise.all([import('#src/lib/gwsh/list/checkLists.ts'), loadCostTables(nationIds, costTables)]);
    } catch {
      setTablesError('The cost tables could not be loaded. Check the connection and reload the page.');
      return [];
    }
    const steps = plan(engine);
    const more = await eachYielding(
      steps,
      (step) => step(tables),
      (done) => setProgress({ done, of: steps.length }),
    );
    // A transition: React draws the table of many files in slices, giving the page back between them.
    startTransition(() => {
      setProgress(null);
      setCostTables(tables);
      setChecked((now) => [...now, ...more.flat()]);
    });
    return more;
  };
  const checkFiles = (files: { name: string; read: FileText }[]) =>
    add((e) => files.map((file) => (tables: CostTables) => e.checkListFiles([file], tables)));
  /** Each link is checked on its own; the lines that could not be read go back in the box, to be mended. */
  const checkLinks = async (text: string) => {
    setLinks('');
    let lines: string[] = [];
    const results = await add((e) => {
      lines = e.linkLines(text);
      return lines.map((line, i) => (tables: CostTables) => [e.checkListLink(line, `link ${i + 1}`, tables)]);
    });
    const unread = lines.filter((_, i) => results[i]?.[0] && !results[i][0].ok);
    if (unread.length > 0) setLinks((now) => (now.trim() ? now : unread.join('\n')));
  };
  const pick = async (input: HTMLInputElement) => checkFiles(await readPickedFiles(input));
  const drop = async (files: FileList) => checkFiles(await readFiles(files));

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
        <textarea id={`${id}-links`} rows={3} value={links} onChange={(e) => setLinks(e.target.value)} />
      </div>
      <div className="check-toolbar">
        <button type="button" onClick={() => void checkLinks(links)} disabled={!links.trim()}>
          Check these links
        </button>
        <button type="button" onClick={() => setChecked([])} disabled={checked.length === 0}>
          Clear
        </button>
      </div>

      {progress && (
        <p role="status">
          Checking the files: {progress.done} of {progress.of}…
        </p>
      )}
      {checked.length > 0 && costTables && (
        <Suspense fallback={<p role="status">Checking…</p>}>
          <CheckResults checked={checked} tables={costTables} />
          <HandInToEvent checked={checked} />
        </Suspense>
      )}
    </div>
  );
}
