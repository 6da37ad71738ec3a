import { describe, it, expect } from 'vitest';
import { reinforcements } from '../../../src/lib/rules1916/reinforcements.ts';

describe('lull reinforcements', () => {
  it('reads each side’s column', () => {
    expect(reinforcements('attacker', 3)).toMatchObject({ text: 'none', infantrySubUnits: 0, hmg: 0 });
    expect(reinforcements('defender', 3)).toMatchObject({ text: '2 inf. sub-units & 1 HMG', infantrySubUnits: 2, hmg: 1 });
    expect(reinforcements('attacker', 6)).toMatchObject({ infantrySubUnits: 3, hmg: 2 });
    expect(reinforcements('defender', 6)).toMatchObject({ infantrySubUnits: 5, hmg: 2 });
  });
});
