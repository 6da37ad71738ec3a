import { describe, expect, it } from 'vitest';
import { formatPercentile, parsePercentile, percentileRolls, rollPercentile } from '#src/lib/gbww2/percentile.ts';
import { totalProbability } from '#src/lib/dice/distribution.ts';
import { ONE } from '#src/lib/numbers/fraction.ts';

describe('percentile rolls (2D10 read as 01..00)', () => {
  it('parses what a player types; "00" and "100" are both a hundred', () => {
    expect(parsePercentile('7')).toEqual({ ok: true, value: 7 });
    expect(parsePercentile(' 07 ')).toEqual({ ok: true, value: 7 });
    expect(parsePercentile('55')).toEqual({ ok: true, value: 55 });
    expect(parsePercentile('00')).toEqual({ ok: true, value: 100 });
    expect(parsePercentile('100')).toEqual({ ok: true, value: 100 });
  });

  it('rejects anything else with a sentence naming the roll', () => {
    for (const bad of ['0', '101', 'abc', '-5', '5.5', '']) {
      const r = parsePercentile(bad);
      expect(r.ok, bad).toBe(false);
      if (!r.ok) expect(r.message).toContain(`"${bad.trim()}"`);
    }
  });

  it('formats as the dice show it', () => {
    expect([1, 7, 55, 99, 100].map(formatPercentile)).toEqual(['01', '07', '55', '99', '00']);
    expect(() => formatPercentile(0)).toThrow(RangeError);
  });

  it('rolls from an injected random number', () => {
    // 1 + floor(r × 100): 0 → 1, 0.55 → 56, 0.999 → 100.
    expect([0, 0.55, 0.999].map((r) => rollPercentile(() => r))).toEqual([1, 56, 100]);
  });

  it('gives every roll 1/100, summing to exactly 1', () => {
    expect(percentileRolls).toHaveLength(100);
    expect(percentileRolls[0]!.probability).toEqual({ num: 1, den: 100 });
    expect(totalProbability(percentileRolls)).toEqual(ONE);
  });
});
