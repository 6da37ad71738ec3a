import { describe, expect, it } from 'vitest';
import { gameRoles, objectiveRules, scenarioKinds } from '../../../../src/lib/gwsh/game/gameKinds.ts';

describe('the kinds of game a game file names', () => {
  it('are the three scenarios, the two objective readings and the four roles', () => {
    expect(scenarioKinds).toEqual(['attack-defence', 'advance-to-contact', 'mutual-encounter']);
    expect(objectiveRules).toEqual(['loose', 'strict']);
    expect(gameRoles).toEqual(['attacker', 'defender', 'high-scorer', 'low-scorer']);
  });
});
