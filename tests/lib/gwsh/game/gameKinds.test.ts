import { describe, expect, it } from 'vitest';
import { gameRoles, objectiveRules, rolesOf, scenarioKinds } from '#src/lib/gwsh/game/gameKinds.ts';

describe('the kinds of game a game file names', () => {
  it('are the three scenarios, the two objective readings and the four roles', () => {
    expect(scenarioKinds).toEqual(['attack-defence', 'advance-to-contact', 'mutual-encounter']);
    expect(objectiveRules).toEqual(['loose', 'strict']);
    expect(gameRoles).toEqual(['attacker', 'defender', 'high-scorer', 'low-scorer']);
  });

  it('give each scenario its two roles: attacker and defender (6.1), high and low scorer (6.2), none in an encounter', () => {
    expect(rolesOf['attack-defence']).toEqual(['attacker', 'defender']);
    expect(rolesOf['advance-to-contact']).toEqual(['high-scorer', 'low-scorer']);
    expect(rolesOf['mutual-encounter']).toEqual([null, null]);
  });
});
