import { describe, expect, it } from 'vitest';
import { battlefieldReadings } from '#src/lib/gwsh/scenario/battlefieldReadings.ts';

describe('the battlefield readings (GWSH 4.1)', () => {
  it('each name section 4.1, have their own id and state the other way to read the rule', () => {
    expect(battlefieldReadings.map((r) => r.id)).toEqual([
      'large-wood-per-player',
      'rivers-and-canals-together',
      'river-objective-far-edge',
    ]);
    for (const r of battlefieldReadings) {
      expect(r.rule).toBe('4.1');
      expect(r.alternative.length).toBeGreaterThan(20);
      expect(r.alternative).not.toBe(r.explanation);
    }
  });
});
