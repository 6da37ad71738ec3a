import { describe, expect, it } from 'vitest';
import { toDecimal } from '#src/lib/numbers/fraction.ts';
import { initialBarrageDelayForm, readBarrageDelayForm } from '#src/lib/gbww2/barrageDelayForm.ts';
import { gbww2 } from '#src/lib/data/registry.ts';

describe('the barrage delay form', () => {
  const inferiorOnCall = { ...initialBarrageDelayForm, quality: 'inferior' as const, call: 'on-call' as const };

  it('gives the delays without and with an HQ, with "this soon or sooner" and the average', () => {
    const { choices } = readBarrageDelayForm(gbww2, inferiorOnCall);
    const [without, withHq] = choices!;
    const line = (c: typeof without, key: string) => c.odds.lines.find((l) => l.key === key)!;
    // On call: the roll + 30. Inferior bands: immediate 1–30, 1 turn 31–65, 2 turns 66–86, 3 turns 87–00.
    // Without an HQ: immediate impossible; 1 turn rolls 1–35 = 7/20; 2 turns 36–56 = 21/100; 3 turns 57–00 = 11/25.
    expect(line(without, 'immediate').chance.fraction).toBe('0');
    expect(line(without, '1-turn').chance.fraction).toBe('7/20');
    expect(line(without, '3-turns').chance.fraction).toBe('11/25');
    // Average (35×1 + 21×2 + 44×3) / 100 = 209/100 = 2.09 turns.
    expect(toDecimal(without.odds.mean!)).toBe('2.09');
    // With the HQ (+10 to the score, so −10 to the roll): the roll + 20. Immediate rolls 1–10 = 1/10;
    // one turn or sooner rolls 1–45 = 9/20; average (35 + 42 + 34×3) / 100 = 179/100 = 1.79.
    expect(line(withHq, 'immediate').chance.fraction).toBe('1/10');
    expect(line(withHq, '1-turn').orBetter?.fraction).toBe('9/20');
    expect(toDecimal(withHq.odds.mean!)).toBe('1.79');
  });

  it('reads a typed roll as the chart pages do, and names the field when it is not a percentile', () => {
    // The chart pages' own example: Inferior, on call, 55 + 30 = 85: two turns.
    const view = readBarrageDelayForm(gbww2, { ...inferiorOnCall, rollText: '55' });
    expect(view.outcome?.scheduled === false && view.outcome.delayTurns).toBe(2);
    const bad = readBarrageDelayForm(gbww2, { ...inferiorOnCall, rollText: 'abc' });
    expect(bad.roll?.ok).toBe(false);
    expect(bad.outcome).toBeNull();
  });

  it('has no odds and no roll for pre-planned fire, which arrives as scheduled', () => {
    const view = readBarrageDelayForm(gbww2, { ...inferiorOnCall, call: 'pre-planned', hq: true, rollText: '55' });
    expect(view.choices).toBeNull();
    expect(view.roll).toBeNull();
    expect(view.modifiers.applied).toEqual([]);
  });
});
