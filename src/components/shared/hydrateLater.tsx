/**
 * A part of an island that hydrates a task after the rest (issue 12). Preact hydrates a tree in one task,
 * but a part that suspends keeps its server-drawn HTML and is hydrated once it resumes: this part resumes
 * a task after its module is here, so a large calculator's hydration is cut into short tasks. While any
 * part on the page is still to hydrate, the page's root element carries `data-hydrating`.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { nextTask } from '../../lib/site/taskQueue.ts';

let pending = 0;
function markPending(change: number): void {
  pending += change;
  document.documentElement.toggleAttribute('data-hydrating', pending > 0);
}

export function hydrateLater<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Part = lazy(() => {
    const inBrowser = typeof document !== 'undefined';
    if (inBrowser) markPending(1);
    const resumed = load().then((component) => nextTask().then(() => ({ default: component })));
    // Taken off a task after the part resumes, once its hydration (in that task's microtasks) is done.
    if (inBrowser) void resumed.finally(() => setTimeout(() => markPending(-1), 0)).catch(() => undefined);
    return resumed;
  });
  return function HydratedLater(props: P) {
    // While it is on its way, Preact keeps the server-drawn HTML in place: the fallback is never drawn.
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}
