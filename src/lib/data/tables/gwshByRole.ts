/**
 * The Great War Spearhead rule tables by role, each in its own module under ./gwsh/: a bundler
 * puts a module in one chunk with everything any page reads from it, so one module holding every table
 * gave the aircraft calculator the scenario's and the list builder's tables too.
 */
export { nationsTable as nations } from './gwsh/nations.ts';
export { listPointsTable as listPoints } from './gwsh/listPoints.ts';
export { strategicSituationTable as strategicSituation } from './gwsh/strategicSituation.ts';
export { optionalRulesTable as optionalRules } from './gwsh/optionalRules.ts';
export { fireMissionsTable as fireMissions } from './gwsh/fireMissions.ts';
export { ammunitionLimitsTable as ammunitionLimits } from './gwsh/ammunitionLimits.ts';
export { counterBatteryResultsTable as counterBatteryResults } from './gwsh/counterBatteryResults.ts';
export { counterBatteryModifiersTable as counterBatteryModifiers } from './gwsh/counterBatteryModifiers.ts';
export { nationalQualityTable as nationalQuality } from './gwsh/nationalQuality.ts';
export { aircraftTable as aircraft } from './gwsh/aircraft.ts';
export { genericTroopsTable as genericTroops } from './gwsh/genericTroops.ts';
