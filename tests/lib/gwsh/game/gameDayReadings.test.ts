import { describe, expect, it } from 'vitest';
import { gameDayReadings } from '#src/lib/gwsh/game/gameDayReadings.ts';
import { readings } from '#src/lib/gwsh/list/readingTexts.ts';
import { battlefieldReadings } from '#src/lib/gwsh/scenario/battlefieldReadings.ts';
import { regimentReadings } from '#src/lib/gwsh/game/regimentsFromList.ts';

describe('every GWSH reading is named with its alternative', () => {
  const all = [...readings, ...gameDayReadings, ...battlefieldReadings, ...regimentReadings];
  it('ids are unique and kebab-case; each has a rule, a reading and a different alternative', () => {
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
    for (const r of all) {
      expect(r.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(r.rule).toMatch(/^\d+\.\d+(\.\d+)?$/);
      expect(r.alternative.length).toBeGreaterThan(20);
      expect(r.alternative).not.toBe(r.explanation);
    }
  });
});
