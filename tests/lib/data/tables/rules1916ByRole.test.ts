import { describe, expect, it } from 'vitest';
import * as byRole from '../../../../src/lib/data/tables/rules1916ByRole.ts';
import { rules1916Tables } from '../../../../src/lib/data/tables/rules1916.ts';

describe('the "1916" tables by role', () => {
  it('are every "1916" table once, under the name pages read it by', () => {
    expect(Object.keys(byRole)).toHaveLength(11);
    expect(byRole.setupProximity.id).toBe('setup-proximity');
    expect(new Set(Object.values(byRole))).toEqual(new Set(rules1916Tables));
  });
});
