/** Every table a scenario card reads (src/lib/gwsh/scenario/scenario.ts), from the tables collection, for the pages that roll one. */
import type { ScenarioTables } from '#src/lib/gwsh/scenario/scenario.ts';
import { tablesOfRoles } from '../../tables/tableCollection.ts';

export const scenarioTables = (): Promise<ScenarioTables> =>
  tablesOfRoles('gwsh', ['nations', 'strategicSituation', 'listPoints', 'aircraft', 'fireMissions', 'ammunitionLimits']);
