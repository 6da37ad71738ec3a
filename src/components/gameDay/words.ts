/** How the game-day pages name scenarios and roles (the engine's ids in plain words). */
import type { GameRole, ScenarioKind } from '../../lib/gwsh/game/gameFile.ts';

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
