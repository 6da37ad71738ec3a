/**
 * A section drawn after the page's first paint, one section a task (issue 12; src/lib/site/taskQueue.ts):
 * what is below the fold waits its turn, so neither drawing nor laying out the page is ever one long task.
 */
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { taskQueue } from '../../lib/site/taskQueue.ts';

/** One queue for the page, so that sections of every island take turns. */
const queue = taskQueue();

/** Draws nothing until its turn, then `children()` for good; a section fetched on demand (lazy) draws when it arrives. */
export default function DrawnLater({ children }: { children: () => ReactNode }) {
  const [drawn, setDrawn] = useState(false);
  // Effects run once the browser has painted the commit that mounted this, so the first turn comes after a paint.
  useEffect(() => (drawn ? undefined : queue.add(() => setDrawn(true))), [drawn]);
  return drawn ? <Suspense fallback={null}>{children()}</Suspense> : null;
}
