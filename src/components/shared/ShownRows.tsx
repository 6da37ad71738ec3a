/**
 * Long tables (an event of 1,000 players, an organiser's 500 files) drawn a hundred rows at a time: the
 * browser never has to lay out thousands of cells in one task, and "Show more" draws the next hundred.
 * Sorting, exports and totals still cover every row; only what is drawn is cut.
 */
import { useState } from 'react';
import { thousands } from '../../lib/numbers/wording.ts';

export const ROWS_AT_A_TIME = 100;

/** How many of `total` rows to draw: `first` at first, then ROWS_AT_A_TIME more with each "Show more". */
export function useShownRows(total: number, first = ROWS_AT_A_TIME) {
  const [shown, setShown] = useState(first);
  return { shown: Math.min(shown, total), more: () => setShown((n) => n + ROWS_AT_A_TIME) };
}

export function ShowMoreRows({ shown, total, onMore, noun }: { shown: number; total: number; onMore: () => void; noun: string }) {
  if (shown >= total) return null;
  return (
    <p className="gd-noprint">
      {thousands(shown)} of {thousands(total)} {noun} shown.{' '}
      <button type="button" onClick={onMore}>
        Show {Math.min(ROWS_AT_A_TIME, total - shown)} more
      </button>
    </p>
  );
}
