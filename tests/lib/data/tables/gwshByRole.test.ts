import { describe, expect, it } from 'vitest';
import * as byRole from '../../../../src/lib/data/tables/gwshByRole.ts';
import { gwshRuleTables } from '../../../../src/lib/data/tables/gwsh.ts';

describe('the GWSH rule tables by role', () => {
  it('are the eleven rule tables, each under the name pages read it by', () => {
    expect(Object.keys(byRole).sort()).toEqual(
      [
        'aircraft',
        'ammunitionLimits',
        'counterBatteryModifiers',
        'counterBatteryResults',
        'fireMissions',
        'genericTroops',
        'listPoints',
        'nationalQuality',
        'nations',
        'optionalRules',
        'strategicSituation',
      ].sort(),
    );
    expect(byRole.listPoints.id).toBe('list-points');
    expect(new Set(Object.values(byRole))).toEqual(new Set(gwshRuleTables));
  });
});
