/** How scenarios and roles are named to players, on the pages and at the terminal (the engine's ids in plain words). */
import { scenarioKinds, type GameRole, type ScenarioKind } from './gameKinds.ts';

export const scenarioWords: Record<ScenarioKind, string> = {
  'attack-defence': 'Attack-defence',
  'advance-to-contact': 'Advance to contact',
  'mutual-encounter': 'Mutual encounter',
};

export const roleWords: Record<GameRole, string> = {
  attacker: 'Attacker',
  defender: 'Defender',
  'high-scorer': 'High scorer',
  'low-scorer': 'Low scorer, deploys a brigade first',
};

/** The scenarios and roles as select options: [id, words]. */
export const scenarioOptions = scenarioKinds.map((k) => [k, scenarioWords[k]] as const);
export const roleOptions = (roles: readonly GameRole[]) => roles.map((r) => [r, roleWords[r]] as const);
