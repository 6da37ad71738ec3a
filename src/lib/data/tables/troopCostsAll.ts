/**
 * Every troop-cost table at once, registered for `troopCostsOf`: for the build, the command line and the
 * tests, which cost lists of any nation. Pages load only the nations they show (./troopCosts.ts).
 */
import austroHungary from '../../../content/tables/gwsh/troop-costs-austro-hungary.json' with { type: 'json' };
import belgium from '../../../content/tables/gwsh/troop-costs-belgium.json' with { type: 'json' };
import britishEmpire from '../../../content/tables/gwsh/troop-costs-british-empire.json' with { type: 'json' };
import bulgaria from '../../../content/tables/gwsh/troop-costs-bulgaria.json' with { type: 'json' };
import france from '../../../content/tables/gwsh/troop-costs-france.json' with { type: 'json' };
import germany from '../../../content/tables/gwsh/troop-costs-germany.json' with { type: 'json' };
import greece from '../../../content/tables/gwsh/troop-costs-greece.json' with { type: 'json' };
import italy from '../../../content/tables/gwsh/troop-costs-italy.json' with { type: 'json' };
import montenegro from '../../../content/tables/gwsh/troop-costs-montenegro.json' with { type: 'json' };
import russia from '../../../content/tables/gwsh/troop-costs-russia.json' with { type: 'json' };
import roumania from '../../../content/tables/gwsh/troop-costs-roumania.json' with { type: 'json' };
import serbia from '../../../content/tables/gwsh/troop-costs-serbia.json' with { type: 'json' };
import turkey from '../../../content/tables/gwsh/troop-costs-turkey.json' with { type: 'json' };
import unitedStates from '../../../content/tables/gwsh/troop-costs-united-states.json' with { type: 'json' };
import { registerTroopCosts, type TroopCostTable } from './troopCosts.ts';

/** The troop-cost tables in publishing order (alphabetical by nation id, as the seed lists them). */
export const allTroopCosts: readonly TroopCostTable[] = [
  austroHungary, belgium, britishEmpire, bulgaria, france, germany, greece, italy, montenegro, russia, roumania, serbia, turkey, unitedStates,
].map(registerTroopCosts);
