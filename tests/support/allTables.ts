// Every test runs with every table loaded, as the build and the command line do (src/lib/data/registry.ts);
// pages load a nation's troop costs when they need them (src/lib/data/tables/troopCosts.ts).
import '../../src/lib/data/registry.ts';
