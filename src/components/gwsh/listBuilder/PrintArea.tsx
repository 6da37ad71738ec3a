/** What the print dialog shows (usePrinting.ts): a roster per list, or the whole set on one sheet. */
import { dataVersion } from '#src/lib/data/dataVersion.ts';
import { listsToPrint, type PrintJob } from '#src/lib/gwsh/list/printSelection.ts';
import type { SavedList } from '#src/lib/tools/listBuilder/savedListRecord.ts';
import { costOf } from '#src/lib/gwsh/list/costCache.ts';
import { costOptionsUnder } from '#src/lib/gwsh/packInForce.ts';
import { RulesPackOnRoster } from '../shared/RulesPackNotice.tsx';
import Roster from '../shared/Roster.tsx';
import SetSheet from './SetSheet.tsx';
import { useLoadedTables, usePackInForce } from './useListModel.ts';

/** The QR code's encoder, fetched with the print copy so that a roster drawn for paper carries its code. */
export { loadEncoder as loadQrEncoder } from '../shared/RosterQr.tsx';

interface Props {
  job: PrintJob;
  /** The list on screen, and every saved list. */
  draft: SavedList;
  lists: readonly SavedList[];
}

export default function PrintArea({ job: { mode, readings }, draft, lists }: Props) {
  const tables = useLoadedTables();
  const printed = listsToPrint(mode, draft, lists, tables);
  const pack = usePackInForce();
  const cost = (p: (typeof printed)[number]) => costOf(p.list, tables, costOptionsUnder(pack, p.item.maxAircraft));
  return (
    <div className="lb-print">
      {mode === 'set-sheet' ? (
        <SetSheet lists={printed.map((p) => ({ list: p.list, cost: cost(p) }))} />
      ) : (
        printed.map((p) => <Roster key={p.item.id} list={p.list} cost={cost(p)} opponent={p.opponent} readings={readings} />)
      )}
      {pack && <RulesPackOnRoster summary={pack.summary} />}
      <p className="lb-print-foot">
        Costed with Great War Tables, data version {dataVersion}. The tables for the game are on the{' '}
        <a href="/gwsh/quick-reference/">quick-reference sheet</a> ({new URL('/gwsh/quick-reference/', window.location.origin).href}).
      </p>
    </div>
  );
}
