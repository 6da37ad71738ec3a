import { describe, expect, it } from 'vitest';
import { gbww2Readings } from '#src/lib/gbww2/readings.ts';
import { gbww2 } from '#src/lib/data/tables/gbww2.ts';

describe('Great Battles of WWII readings', () => {
  it('each is named with a rule and a different alternative', () => {
    for (const r of gbww2Readings) {
      expect(r.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(r.alternative.length).toBeGreaterThan(20);
      expect(r.alternative).not.toBe(r.explanation);
    }
  });

  it('the foot bad-going rates the reading rests on are the published ones (14.3: 5.5", 2.5", 1.5")', () => {
    const foot = gbww2.movement.rows.find((r) => /foot/i.test(JSON.stringify(r)));
    expect(JSON.stringify(foot)).toMatch(/5\.5[\s\S]*2\.5[\s\S]*1\.5/);
  });
});
