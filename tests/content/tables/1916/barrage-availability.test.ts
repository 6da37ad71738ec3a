import { describe, expect, it } from 'vitest';
import { getTable, rules1916 } from '#src/lib/data/registry.ts';

const barrageAvailabilityTable = rules1916.barrageAvailability;

// A cell checked against the "1916" source, so each role is wired to the right file and the file reads as printed.
describe('the 1916 barrage-availability table', () => {
  it('is the table the build validates', () => {
    expect(getTable('1916', 'barrage-availability')).toBe(barrageAvailabilityTable);
  });

  it('reads as the source prints it', () => {
    // A roll of 1 or less: local attack .20 attacker / .10 defender, big push .30 / .15, on-call .05, no airstrikes.
    expect(barrageAvailabilityTable.rows[0]).toMatchObject({
      roll: 1,
      localAttack: { attacker: 0.2, defender: 0.1 },
      bigPush: { attacker: 0.3, defender: 0.15 },
      onCall: 0.05,
      airstrikes: null,
    });
  });
});
