/**
 * The list builder as the page hydrates it (shared/islandEntry.ts, issue 12): the builder's modules are
 * fetched and evaluated in a task of their own, and its first frame is drawn in the next, where hydrating
 * the builder directly did both in one. The server-drawn placeholder stays until then.
 */
import { islandComponent } from '../shared/islandEntry.ts';
// Every part's styles, in one sheet for the island (listBuilder.css says why).
import './listBuilder.css';

export default await islandComponent(() => import('./ListBuilder.tsx'));
