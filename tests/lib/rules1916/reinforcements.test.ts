import { describe, it, expect } from 'vitest';
import { reinforcements } from '#src/lib/rules1916/reinforcements.ts';
import { rules1916 } from '#src/lib/data/registry.ts';

describe('lull reinforcements', () => {
  it('reads each side’s column', () => {
    expect(reinforcements(rules1916, 'attacker', 3)).toMatchObject({ text: 'none', infantrySubUnits: 0, hmg: 0 });
    expect(reinforcements(rules1916, 'defender', 3)).toMatchObject({ text: '2 inf. sub-units & 1 HMG', infantrySubUnits: 2, hmg: 1 });
    expect(reinforcements(rules1916, 'attacker', 6)).toMatchObject({ infantrySubUnits: 3, hmg: 2 });
    expect(reinforcements(rules1916, 'defender', 6)).toMatchObject({ infantrySubUnits: 5, hmg: 2 });
  });
});
