/**
 * The list builder as the page hydrates it (issue 12): a placeholder a screen tall, and the builder itself
 * fetched at once. Evaluating the builder's modules, drawing its first frame and each part of the list then
 * run in tasks of their own, where hydrating the builder directly ran the first two in one.
 */
import { lazy, Suspense } from 'react';
import { nextTask } from '../../lib/site/taskQueue.ts';
// Every part's styles, in one sheet for the island (listBuilder.css says why).
import './listBuilder.css';

const ListBuilder = lazy(() => import('./ListBuilder.tsx').then((m) => nextTask().then(() => m)));

export default function ListBuilderIsland() {
  return (
    <Suspense fallback={<div className="lb-app"><p className="lb-loading">Loading the list builder…</p></div>}>
      <ListBuilder />
    </Suspense>
  );
}
