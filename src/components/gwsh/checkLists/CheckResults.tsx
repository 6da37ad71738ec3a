/**
 * The organiser's results: the table of lists checked, sortable, with only the broken ones on
 * demand, CSV and JSON exports, one list's roster, and the findings of each player's set. Fetched with
 * the first files (CheckLists.tsx), with the engine it calls.
 */
import { useId, useMemo, useState } from 'react';
import { useCheckLists } from './useCheckLists.ts';
import { breakingRows, checkRows, checkVerdict, costedUnder, sortRows, toCsv, type SortKey } from '#src/lib/gwsh/list/checkLists.ts';
import { setReport } from '#src/lib/gwsh/list/costReport.ts';
import { checkSets } from '#src/lib/gwsh/list/listSet.ts';
import { parseCount } from '#src/lib/gwsh/list/listEdits.ts';
import { downloadText } from '../../shared/download.ts';
import CheckTable from './CheckTable.tsx';
import SetFindings from './SetFindings.tsx';
import { ShowMoreRows, useShownRows } from '../../shared/ShownRows.tsx';
import Roster from '../shared/Roster.tsx';
import { RulesPackOnRoster } from '../shared/RulesPackNotice.tsx';
import EventNotices from '../shared/EventNotices.tsx';
import { useRulesPack } from '../shared/useRulesPack.ts';
import { costOptionsUnder, maxAircraftUnder } from '#src/lib/gwsh/packInForce.ts';
import '../shared/roster.css';

/** The lists checked, with every nation's troop costs (fetched before the first check). */
export default function CheckResults() {
  const checked = useCheckLists((s) => s.checked);
  // Drawn only once a check has run: the tables are those it ran with.
  const tables = useCheckLists((s) => s.tables!);
  const id = useId();
  const [sort, setSort] = useState<{ key: SortKey; ascending: boolean }>({ key: 'file', ascending: true });
  const [onlyBroken, setOnlyBroken] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const [maxText, setMaxText] = useState('');
  const pack = useRulesPack();
  /**
   * The aircraft air superiority allows each side (main rules 9.1.1): the event's rules pack's where it
   * fixes one, else as the organiser types it; blank: not checked.
   */
  const maxAircraft = maxAircraftUnder(pack, maxText.trim() === '' ? null : parseCount(maxText));

  // With a maximum or an event's readings, every list is costed under them, and each force as a whole.
  const options = useMemo(() => costOptionsUnder(pack, maxAircraft), [pack, maxAircraft]);
  const costed = useMemo(() => costedUnder(checked, options, tables), [checked, options, tables]);
  // Each force as a whole too, as `gwsh cost --set` judges it: its findings count in its files' rows.
  const sets = useMemo(
    () =>
      checkSets(
        costed.flatMap((f) => (f.ok ? [{ file: f.file, list: f.list }] : [])),
        tables,
        options,
      ),
    [costed, tables, options],
  );
  const rows = useMemo(() => sortRows(checkRows(costed, sets), sort.key, sort.ascending), [costed, sets, sort]);
  const shown = onlyBroken ? breakingRows(rows) : rows;
  const drawn = useShownRows(shown.length);
  const eventLists = useMemo(() => checked.flatMap((f) => (f.ok ? [{ name: f.file, dataVersion: f.list.dataVersion }] : [])), [checked]);
  const opened = open === null ? undefined : costed[open];

  return (
    <section aria-labelledby={`${id}-results`} className="calc-result">
      <h2 id={`${id}-results`}>Lists checked</h2>
      <p role="status">{checkVerdict(rows, sets)}</p>
      <EventNotices pack={pack} what="Lists are checked" lists={eventLists} />
      <div className="calc-field">
        <label htmlFor={`${id}-max-aircraft`}>Aircraft each side may have (air superiority, main rules 9.1.1)</label>
        <input
          id={`${id}-max-aircraft`}
          type="number"
          inputMode="numeric"
          min={0}
          value={pack?.pack.maxAircraft ?? maxText}
          disabled={pack?.pack.maxAircraft !== undefined}
          placeholder="not checked"
          aria-invalid={(maxText.trim() !== '' && maxAircraft === null) || undefined}
          onChange={(e) => setMaxText(e.target.value)}
        />
      </div>
      <div className="check-toolbar">
        <label className="calc-check">
          <input type="checkbox" checked={onlyBroken} onChange={(e) => setOnlyBroken(e.target.checked)} /> Only lists that break a rule
        </label>
        <button type="button" onClick={() => downloadText('lists-checked.csv', toCsv(rows), 'text/csv')}>
          Export CSV
        </button>
        <button
          type="button"
          onClick={() => {
            // Made when asked for: it checks every set again, which the table does not need.
            const { breaksRule: _, ...json } = setReport(costed, tables, options);
            downloadText('lists-checked.json', `${JSON.stringify(json, null, 2)}\n`);
          }}
        >
          Export JSON
        </button>
      </div>
      <CheckTable
        rows={shown.slice(0, drawn.shown)}
        sort={sort}
        onSort={(key) => setSort((s) => ({ key, ascending: s.key === key ? !s.ascending : true }))}
        open={open}
        onOpen={(index) => setOpen((o) => (o === index ? null : index))}
      />
      <ShowMoreRows shown={drawn.shown} total={shown.length} onMore={drawn.more} noun="files" />
      {opened?.ok && <Roster list={opened.list} cost={opened.cost} headingLevel={3} qrNow />}
      {opened?.ok && pack && <RulesPackOnRoster summary={pack.summary} />}
      <SetFindings sets={sets} nations={tables.nations} />
    </section>
  );
}
