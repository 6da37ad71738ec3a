/** The scenario generator as pages hydrate it: its modules fetched and run in tasks of their own (shared/islandEntry.ts). */
import { islandComponent } from '../shared/islandEntry.ts';

export default await islandComponent(() => import('./ScenarioGenerator.tsx'));
