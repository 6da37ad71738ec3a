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
  const [budget, setBudget] = useState(LINES_PER_BATCH);
  const [openList, setOpenList] = useState(listId);
  const complete = useRef(false);
  if (openList !== listId) {
    // Another list: start over from the first batch (the state update is applied before anything is drawn).
    setOpenList(listId);
    setBudget(LINES_PER_BATCH);
    complete.current = false;
  }
  const shown = complete.current ? brigades.length : brigadesWithin(brigades, budget);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // After every commit (a layout effect, so it runs in the same task): while brigades are still to be
  // drawn, one timer is always pending, whatever else re-draws the list meanwhile.
  useLayoutEffect(() => {
    if (complete.current || timer.current !== null) return;
    if (shown >= brigades.length) {
      complete.current = true;
      return;
    }
    timer.current = setTimeout(() => {
      timer.current = null;
      setBudget((b) => b + LINES_PER_BATCH);
    }, 0);
  });
  useEffect(() => () => {
    if (timer.current !== null) clearTimeout(timer.current);
  }, []);
  return shown;
}
