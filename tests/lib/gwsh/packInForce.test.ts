/** The event's rules pack as the pages apply it (src/lib/gwsh/packInForce.ts, activePack in src/lib/gwsh/rulesPack.ts). */
import { describe, expect, it } from 'vitest';
import { costOptionsUnder, maxAircraftUnder } from '#src/lib/gwsh/packInForce.ts';
import { activePack } from '#src/lib/gwsh/rulesPack.ts';
import { NO_ALTERNATIVES } from '#src/lib/reading.ts';

const cup = activePack(
  JSON.stringify({
    format: 'gwsh-rules-pack',
    version: 1,
    name: 'Cup',
    readings: { 'off-table-after-quality': 'alternative', 'objective-line-loose': 'alternative' },
    maxAircraft: 3,
  }),
)!;

describe('the pack in force', () => {
  it('reads a kept pack, or nothing from a damaged one', () => {
    expect([...cup.alternatives].sort()).toEqual(['objective-line-loose', 'off-table-after-quality']);
    expect(cup.summary.name).toBe('Cup');
    expect(cup.objectiveRule).toBe('strict');
    expect(activePack('{"format":"gwsh-rules-pack"')).toBeNull();
    expect(
      activePack(JSON.stringify({ format: 'gwsh-rules-pack', version: 1, name: 'X', readings: { 'no-such': 'alternative' } })),
    ).toBeNull();
  });

  it("fixes the aircraft maximum where the pack does, else keeps the page's", () => {
    expect(maxAircraftUnder(cup, 5)).toBe(3);
    expect(maxAircraftUnder(null, 5)).toBe(5);
    expect(maxAircraftUnder(null, null)).toBeNull();
    expect(costOptionsUnder(cup, null)).toEqual({ maxAircraft: 3, alternatives: cup.alternatives });
    expect(costOptionsUnder(null, 2)).toEqual({ maxAircraft: 2, alternatives: NO_ALTERNATIVES });
  });
});
