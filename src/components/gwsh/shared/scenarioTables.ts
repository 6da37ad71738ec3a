/** Every table a scenario card reads (src/lib/gwsh/scenario/scenario.ts), from the tables collection, for the pages that roll one. */
import type { ScenarioTables } from '#src/lib/gwsh/scenario/scenario.ts';
import { tableOf } from '../../tables/tableCollection.ts';

export const scenarioTables = async (): Promise<ScenarioTables> => ({
  nations: await tableOf('gwsh', 'nations', 'nations'),
  strategicSituation: await tableOf('gwsh', 'strategic-situation', 'strategic-situation'),
  listPoints: await tableOf('gwsh', 'list-points', 'list-points'),
  aircraft: await tableOf('gwsh', 'aircraft', 'aircraft'),
  fireMissions: await tableOf('gwsh', 'fire-missions', 'fire-missions'),
  ammunitionLimits: await tableOf('gwsh', 'ammunition-limits', 'ammunition-limits'),
});
