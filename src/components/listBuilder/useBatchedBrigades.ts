/**
 * How many brigades to draw (issue 12). Preact draws a tree in one task, with no time slicing, so a list
 * of a hundred brigades would freeze the page for a quarter of a second when it opens. When another list
 * opens (or the page loads), its brigades are drawn a batch at a time, a task apart; once all are drawn,
 * every later edit draws them all at once, so an added brigade can take focus at once.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Brigade } from '../../lib/gwsh/list/listFile.ts';
import { brigadesWithin, LINES_PER_BATCH } from '../../lib/site/drawBatches.ts';

/** The number of `brigades` to draw now; `listId` says which list is open, so that opening another starts over. */
export function useBatchedBrigades(brigades: readonly Brigade[], listId: string): number {
  // Lines drawn so far, for the list they were drawn for: another list starts again from the first batch.
  const [drawn, setDrawn] = useState({ listId, lines: LINES_PER_BATCH });
  const linesFor = (d: typeof drawn) => (d.listId === listId ? d.lines : LINES_PER_BATCH);
  /** The list whose brigades have all been drawn: from then on, its edits draw them all at once. */
  const completeFor = useRef<string | null>(null);
  const shown = completeFor.current === listId ? brigades.length : brigadesWithin(brigades, linesFor(drawn));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // After every commit (a layout effect, so it runs in the same task): while brigades are still to be
  // drawn, one timer is always pending, whatever else re-draws the list meanwhile.
  useLayoutEffect(() => {
    if (completeFor.current === listId || timer.current !== null) return;
    if (shown >= brigades.length) {
      completeFor.current = listId;
      return;
    }
    timer.current = setTimeout(() => {
      timer.current = null;
      setDrawn((d) => ({ listId, lines: linesFor(d) + LINES_PER_BATCH }));
    }, 0);
  });
  useEffect(() => () => {
    if (timer.current !== null) clearTimeout(timer.current);
  }, []);
  return shown;
}
