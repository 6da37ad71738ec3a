/** What the print dialog shows (usePrinting.ts): a roster per list, or the whole set on one sheet. */
import { dataVersion } from '../../lib/data/changelog.ts';
import type { PrintMode, Printed } from '../../lib/gwsh/list/printSelection.ts';
import type { SavedList } from '../../lib/storage/savedLists.ts';
import { costOf } from './costCache.ts';
import Roster from './Roster.tsx';
import SetSheet from './SetSheet.tsx';

export default function PrintArea({ mode, printed }: { mode: PrintMode; printed: readonly Printed<SavedList>[] }) {
  return (
    <div className="lb-print">
      {mode === 'set-sheet' ? (
        <SetSheet lists={printed.map((p) => ({ list: p.list, cost: costOf(p.list, p.item.maxAircraft) }))} />
      ) : (
        printed.map((p) => <Roster key={p.item.id} list={p.list} cost={costOf(p.list, p.item.maxAircraft)} opponent={p.opponent} />)
      )}
      <p className="lb-print-foot">Costed with Great War Tables, data version {dataVersion}.</p>
    </div>
  );
}
