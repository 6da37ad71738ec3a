/**
 * The organiser's page (issue 13): many gwsh-list files and share links checked at once, in the page,
 * with the engine of `gwsh cost --set` (src/lib/gwsh/list/checkLists.ts, costReport.ts). Nothing is
 * uploaded. This island holds only what was picked, the sort, the filter and the open roster.
 */
import { useId, useMemo, useState } from 'react';
import { breakingRows, checkListFiles, checkListLinks, checkRows, sortRows, toCsv, type SortKey } from '../../lib/gwsh/list/checkLists.ts';
import { setReport, type CheckedFile } from '../../lib/gwsh/list/costReport.ts';
import { readBlobText } from '../../lib/files/fileText.ts';
import { nationIds } from '../../lib/data/nationIds.ts';
import { loadTroopCosts } from '../../lib/data/tables/troopCosts.ts';
import { checkSets } from '../../lib/gwsh/list/listSet.ts';
import { downloadText, readPickedFiles } from '../shared/files.ts';
import CheckTable from './CheckTable.tsx';
import SetFindings from './SetFindings.tsx';
import Roster from '../listBuilder/Roster.tsx';
import '../shared/controls.css';
import '../calc/calc.css';
import '../listBuilder/listBuilder.css';
import './checkLists.css';

export default function CheckLists() {
  const id = useId();
  const [checked, setChecked] = useState<CheckedFile[]>([]);
  const [links, setLinks] = useState('');
  const [sort, setSort] = useState<{ key: SortKey; ascending: boolean }>({ key: 'file', ascending: true });
  const [onlyBroken, setOnlyBroken] = useState(false);
  const [open, setOpen] = useState<string | null>(null);

  const rows = useMemo(() => sortRows(checkRows(checked), sort.key, sort.ascending), [checked, sort]);
  const shown = onlyBroken ? breakingRows(rows) : rows;
  const report = useMemo(() => setReport(checked), [checked]);
  const sets = useMemo(() => checkSets(checked.flatMap((f) => (f.ok ? [{ file: f.file, list: f.list }] : []))), [checked]);
  const opened = checked.find((f) => f.file === open && f.ok);

  const [tablesError, setTablesError] = useState<string | null>(null);
  /** Files may be of any nation: every cost table is fetched (once) before the first check. */
  const add = async (check: () => CheckedFile[]) => {
    try {
      await loadTroopCosts(nationIds);
    } catch {
      return setTablesError('The cost tables could not be loaded. Check the connection and reload the page.');
    }
    const more = check();
    setChecked((now) => [...now, ...more]);
  };
  const pick = async (input: HTMLInputElement) => {
    const files = await readPickedFiles(input);
    await add(() => checkListFiles(files));
  };
  const drop = async (files: FileList) => {
    const read = await Promise.all(Array.from(files, async (f) => ({ name: f.name, read: await readBlobText(f, `“${f.name}”`) })));
    await add(() => checkListFiles(read));
  };
  const broken = breakingRows(rows).length;

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
        <button type="button" onClick={() => { const text = links; void add(() => checkListLinks(text)); setLinks(''); }} disabled={!links.trim()}>Check these links</button>
        <button type="button" onClick={() => { setChecked([]); setOpen(null); }} disabled={checked.length === 0}>Clear</button>
      </div>

      {checked.length > 0 && (
        <section aria-labelledby={`${id}-results`} className="calc-result">
          <h2 id={`${id}-results`}>Lists checked</h2>
          <p role="status">
            {checked.length} {checked.length === 1 ? 'file' : 'files'}: {broken === 0 ? 'none breaks a rule' : `${broken} ${broken === 1 ? 'breaks a rule or could not be read' : 'break a rule or could not be read'}`}.
          </p>
          <div className="check-toolbar">
            <label className="calc-check">
              <input type="checkbox" checked={onlyBroken} onChange={(e) => setOnlyBroken(e.target.checked)} /> Only lists that break a rule
            </label>
            <button type="button" onClick={() => downloadText('lists-checked.csv', toCsv(shown), 'text/csv')}>Export CSV</button>
            <button type="button" onClick={() => { const { breaksRule: _, ...json } = report; downloadText('lists-checked.json', `${JSON.stringify(json, null, 2)}\n`); }}>Export JSON</button>
          </div>
          <CheckTable rows={shown} sort={sort} onSort={(key) => setSort((s) => ({ key, ascending: s.key === key ? !s.ascending : true }))} open={open} onOpen={(file) => setOpen((o) => (o === file ? null : file))} />
          {opened?.ok && <Roster list={opened.list} cost={opened.cost} headingLevel={3} qrNow />}
          <SetFindings sets={sets} />
        </section>
      )}
    </div>
  );
}
