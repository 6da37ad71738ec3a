import { describe, expect, it } from 'vitest';
import { moraleCheck, moraleModifiers, moraleRoll, type MoraleCheckInput } from '#src/lib/gbww2/moraleCheck.ts';
import { add } from '#src/lib/numbers/fraction.ts';
import { MORALE_COUNT_ABOVE_TEN_FAILS } from '#src/lib/gbww2/readings.ts';
import { gbww2 } from '#src/lib/data/registry.ts';

const base: MoraleCheckInput = {
  standsAtStartOfDay: 6,
  suppressed: 0,
  eliminated: 0,
  position: 'open',
  beyond12FromCOps: false,
  weather: 'clear',
  qualityVariant: null,
};
const check = (over: Partial<MoraleCheckInput>) => moraleCheck(gbww2, { ...base, ...over });
const codes = (c: ReturnType<typeof moraleCheck>) => c.findings.map((f) => f.code);

describe('morale check (chart 10, rule 15.0)', () => {
  it('6 stands, 2 suppressed + 1 eliminated, hard cover, a stand beyond 12" of C Ops, drizzle', () => {
    // Count 2 + 2×1 = 4; row 4, column 6 = 50. Modifiers +20 −10 −10 = 0, so 50: pass 50/100 = 1/2.
    const c = check({ suppressed: 2, eliminated: 1, position: 'hard-cover', beyond12FromCOps: true, weather: 'drizzle' });
    expect(c).toMatchObject({ count: 4, rowId: 'count-4', chartScore: 50, modifierTotal: 0, score: 50, findings: [] });
    expect(c.applied.map((m) => [m.id, m.modifier])).toEqual([
      ['hard-cover', 20],
      ['not-within-12-of-c-ops', -10],
      ['drizzle', -10],
    ]);
    expect(c.pass).toMatchObject({ fraction: '1/2', percent: '50%' });
    expect(c.fail.fraction).toBe('1/2');
  });

  it('8 stands, 1 suppressed, in a bunker: 99 + 30 = 129, a certain pass', () => {
    const c = check({ standsAtStartOfDay: 8, suppressed: 1, position: 'bunker' });
    expect(c).toMatchObject({ count: 1, chartScore: 99, score: 129 });
    expect(c.pass.fraction).toBe('1');
    expect(moraleRoll(c, 100).passed).toBe(true);
  });

  it('2 stands, 1 suppressed + 1 eliminated: count 3 reads "04", 1/25', () => {
    const c = check({ standsAtStartOfDay: 2, suppressed: 1, eliminated: 1 });
    expect(c).toMatchObject({ count: 3, chartScore: 4, score: 4 });
    expect(c.pass).toMatchObject({ fraction: '1/25', percent: '4%' });
    expect(moraleRoll(c, 4)).toMatchObject({ passed: true, message: 'Rolled 04, needing 4 or less: passed.' });
    expect(moraleRoll(c, 5).passed).toBe(false);
  });

  it('a modified score below 01 cannot pass: 3 stands, 2 eliminated, fog: 07 − 20 = −13', () => {
    const c = check({ standsAtStartOfDay: 3, eliminated: 2, weather: 'fog-or-rain' });
    expect(c).toMatchObject({ count: 4, chartScore: 7, score: -13 });
    expect(c.pass.fraction).toBe('0');
    expect(moraleRoll(c, 1)).toMatchObject({ passed: false, message: expect.stringContaining('below any roll') });
  });

  it('5 stands, count 5, veteran variant: 17 + 10 = 27; raw: 17 − 10 = 7; average: no modifier', () => {
    expect(check({ standsAtStartOfDay: 5, suppressed: 1, eliminated: 2, qualityVariant: 'veteran' })).toMatchObject({
      score: 27,
      pass: { fraction: '27/100' },
    });
    expect(check({ standsAtStartOfDay: 5, suppressed: 1, eliminated: 2, qualityVariant: 'raw' }).score).toBe(7);
    expect(check({ standsAtStartOfDay: 5, suppressed: 1, eliminated: 2, qualityVariant: 'average' })).toMatchObject({
      score: 17,
      applied: [],
    });
  });

  it('applies only the best cover position (our reading), crestline +10', () => {
    expect(moraleModifiers(gbww2, { position: 'crestline', beyond12FromCOps: false, weather: 'overcast', qualityVariant: null })).toEqual([
      { id: 'crestline', name: '1 or more stands on crestline', modifier: 10 },
    ]);
    expect(check({ suppressed: 1, position: 'soft-cover' }).score).toBe(98 + 10);
  });

  it('a dash on the chart gives no score: 1 stand, 1 eliminated (count 2)', () => {
    const c = check({ standsAtStartOfDay: 1, eliminated: 1, position: 'bunker' });
    expect(c).toMatchObject({ count: 2, chartScore: null, score: null });
    expect(c.pass.fraction).toBe('0');
    expect(codes(c)).toEqual(['no-score']);
    expect(moraleRoll(c, 1).passed).toBe(false);
  });

  it('a count beyond the chart (8 stands, 6 eliminated = 12) fails, with a warning', () => {
    const c = check({ standsAtStartOfDay: 8, eliminated: 6 });
    expect(c).toMatchObject({ count: 12, rowId: null, score: null });
    expect(c.findings[0]).toMatchObject({ code: 'count-off-chart', severity: 'warning', rule: '15.0' });
  });

  it('a count above 10 fails whatever the modifiers, and names the reading (morale-count-above-ten-fails)', () => {
    // Chart 10: 8 stands, 1 suppressed + 2 × 5 eliminated = 11, past the last row (10: 09 for 8 stands).
    // 2 stands are left, so this is not a dash cell; in a bunker the check still fails: 0 %.
    const c = check({ standsAtStartOfDay: 8, suppressed: 1, eliminated: 5, position: 'bunker' });
    expect(c).toMatchObject({ count: 11, score: null });
    expect(c.pass.fraction).toBe('0');
    expect(c.readings.map((r) => r.id)).toEqual(['morale-count-above-ten-fails']);
    expect(c.readings[0]?.alternative).toMatch(/row for 10/);
    // A count of 10 is on the chart: no reading.
    expect(check({ standsAtStartOfDay: 8, eliminated: 5 }).readings).toEqual([]);
  });

  it("the reading's account of the dashes matches chart 10: each column's dashes begin at twice its stands", () => {
    // 1 stand: row 2 is the first dash; 2 stands: row 4; … 5 stands: row 10; 6 to 8 stands: none up to 10.
    const firstDash = (stands: number) => gbww2.moraleCount.rows.find((r) => r.byStands[`${stands}`] === null)?.count ?? null;
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(firstDash)).toEqual([2, 4, 6, 8, 10, null, null, null]);
    expect(MORALE_COUNT_ABOVE_TEN_FAILS.explanation).toMatch(/begin where the count reaches twice the stands/);
  });

  it('no suppressions or eliminations: no check', () => {
    const c = check({});
    expect(codes(c)).toEqual(['no-check-needed']);
    expect(c.pass.fraction).toBe('1');
    expect(moraleRoll(c, 100).passed).toBe(true);
  });

  it('flags more stands hit than the battalion had, and battalions off the chart', () => {
    expect(codes(check({ standsAtStartOfDay: 4, suppressed: 3, eliminated: 2 }))).toContain('more-hits-than-stands');
    const big = check({ standsAtStartOfDay: 9, suppressed: 1 });
    expect(codes(big)).toContain('stands-off-chart');
    expect(big.score).toBeNull();
  });

  it('pass and fail always sum to exactly 1', () => {
    for (let stands = 1; stands <= 8; stands++) {
      for (let eliminated = 0; eliminated <= stands; eliminated++) {
        const c = check({ standsAtStartOfDay: stands, eliminated, suppressed: 0, position: 'hard-cover' });
        expect(add(c.pass.probability, c.fail.probability)).toEqual({ num: 1, den: 1 });
      }
    }
  });

  it('rejects impossible input as a programmer error', () => {
    expect(() => check({ suppressed: -1 })).toThrow(RangeError);
    expect(() => check({ standsAtStartOfDay: 2.5 })).toThrow(RangeError);
    expect(() => moraleRoll(check({ suppressed: 1 }), 0)).toThrow(RangeError);
  });
});
