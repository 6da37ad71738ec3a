/**
 * A saved list past the cap (an older version of the site allowed more): shown read only on request,
 * downloadable as a list file, and split into lists within the cap (listCap.ts). Fetched only when such an
 * entry is found, so the list builder's first scripts do not carry it.
 */
import { useId, useMemo, useState } from 'react';
import { costList } from '#src/lib/gwsh/list/costList.ts';
import { listLines, splitList } from '#src/lib/gwsh/list/listCap.ts';
import { listFileName } from '#src/lib/gwsh/list/listEdits.ts';
import { serialiseList, type GwshList } from '#src/lib/gwsh/list/listFile.ts';
import { MAX_BRIGADES, MAX_STAND_LINES } from '#src/lib/gwsh/list/listFormat.ts';
import { downloadText } from '../../shared/download.ts';
import { useCostTables } from '../useCostTables.ts';
import Roster from '../shared/Roster.tsx';
import { thousands } from '#src/lib/numbers/wording.ts';

interface Props {
  list: GwshList;
  /** Why the entry was set aside, in the store's words. */
  why: string;
  onSplit: () => void;
}

function ReadOnly({ list }: { list: GwshList }) {
  const { tables, ready, error } = useCostTables([list.nation]);
  const cost = useMemo(() => (ready && tables ? costList(list, tables) : null), [ready, list, tables]);
  if (error) return <p role="alert">{error}</p>;
  return cost ? <Roster list={list} cost={cost} headingLevel={3} /> : <p>Loading the list…</p>;
}

export default function OversizedList({ list, why, onSplit }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const parts = splitList(list).length;
  return (
    <div data-testid="oversized-list" aria-labelledby={`${id}-what`} role="group">
      <p id={`${id}-what`}>
        {why}: {thousands(list.brigades.length)} brigades and {thousands(listLines(list))} lines, where a list may have {MAX_BRIGADES} and{' '}
        {thousands(MAX_STAND_LINES)} (an older version of the site allowed more). It cannot be edited as it is.
      </p>
      <div className="lb-toolbar">
        <button type="button" className="lb-button" onClick={onSplit}>
          Split it into {parts} lists
        </button>
        <button type="button" className="lb-button" onClick={() => downloadText(listFileName(list), serialiseList(list))}>
          Download it as a list file
        </button>
        <button type="button" className="lb-button" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
          {open ? 'Hide it' : 'Show it (read only)'}
        </button>
      </div>
      {open && <ReadOnly list={list} />}
    </div>
  );
}
