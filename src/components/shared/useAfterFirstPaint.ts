/**
 * Drawing a page's lower sections a task after its first paint (issue 12). The islands' runtime draws a
 * tree in one task, then the browser lays it all out in the next; drawing what is below the fold a task
 * later halves both, so no task blocks a phone's first tap for long.
 */
import { useEffect, useState } from 'react';

/** False until `ready` has been drawn and painted once, then true for good. */
export function useAfterFirstPaint(ready: boolean): boolean {
  const [after, setAfter] = useState(false);
  // An effect runs after the browser has painted the commit that asked for it, in a task of its own.
  useEffect(() => {
    if (ready && !after) setAfter(true);
  }, [ready, after]);
  return after;
}
