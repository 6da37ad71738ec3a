/**
 * What a page hydrates for a calculator (issue 12): a small module that fetches the calculator's own and
 * finishes a task after it has run them (top-level await), so Astro hydrates the calculator in a task of
 * its own. Evaluating its modules and hydrating it in one task was too long for a phone. Astro takes the
 * island's `ssr` mark off once the calculator itself has hydrated, as before. The small calculators (the
 * aircraft, the look-ups of the other rule sets) hydrate directly: the entry would add 0.5 KiB to a page
 * whose hydration is short anyway.
 */
import type { ComponentType } from 'react';
import { nextTask } from '../../lib/site/taskQueue.ts';

export async function islandComponent<P>(load: () => Promise<{ default: ComponentType<P> }>): Promise<ComponentType<P>> {
  const { default: component } = await load();
  await nextTask();
  return component;
}
