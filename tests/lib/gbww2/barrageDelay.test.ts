import { describe, expect, it } from 'vitest';
import {
  barrageDelay,
  barrageDelayModifiers,
  barrageDelayOdds,
  readBarrageRoll,
  rollBarrageDelay,
  type BarrageDelayInput,
} from '#src/lib/gbww2/barrageDelay.ts';
import { sum, ONE } from '#src/lib/numbers/fraction.ts';
import { QUALITIES } from '#src/lib/gbww2/quality.ts';
import { gbww2 } from '#src/lib/data/registry.ts';

const input = (over: Partial<BarrageDelayInput>): BarrageDelayInput => ({
  quality: 'average',
  call: 'pre-registered',
  hqWithSightingBattalion: false,
  ...over,
});
const delayOf = (i: BarrageDelayInput, roll: number) => {
  const r = barrageDelay(gbww2, i, roll);
  if (r.scheduled) throw new Error('expected a roll');
  return r;
};

describe('barrage delay modifiers (chart 4)', () => {
  it('on call −30 is +30 to the roll; an HQ with the spotter +10 is −10 to the roll', () => {
    expect(barrageDelayModifiers(gbww2, input({ call: 'on-call' }))).toMatchObject({ scoreModifier: -30, rollModifier: 30 });
    expect(barrageDelayModifiers(gbww2, input({ call: 'on-call', hqWithSightingBattalion: true }))).toMatchObject({
      scoreModifier: -20,
      rollModifier: 20,
    });
    expect(barrageDelayModifiers(gbww2, input({ hqWithSightingBattalion: true }))).toMatchObject({ scoreModifier: 10, rollModifier: -10 });
    expect(barrageDelayModifiers(gbww2, input({})).applied).toEqual([{ id: 'pre-registered', name: 'Pre-registered', modifier: 0 }]);
  });

  it('holds a modified roll to 01..00', () => {
    expect([-5, 0, 1, 100, 130].map(readBarrageRoll)).toEqual([1, 1, 1, 100, 100]);
  });
});

describe('barrage delay results', () => {
  it("the chart pages' example: Inferior, on call, rolls 55: 55 + 30 = 85, two turns late", () => {
    const r = delayOf(input({ quality: 'inferior', call: 'on-call' }), 55);
    expect(r).toMatchObject({ modified: 85, readAs: 85, delayTurns: 2, rowId: '2-turns', band: { from: 66, to: 86 } });
    expect(r.message).toBe('Rolled 55 + 30 (On-Call) = 85: in the Inferior column that is 66–86, so the barrage arrives 2 turns late.');
  });

  it('Average, pre-registered: 40 immediate, 41 one turn, 88 two, 00 three', () => {
    const i = input({});
    expect([40, 41, 88, 89, 100].map((r) => delayOf(i, r).delayTurns)).toEqual([0, 1, 2, 3, 3]);
    expect(delayOf(i, 40).message).toBe('Rolled 40: in the Average column that is 01–40, so the barrage arrives immediately.');
  });

  it('Veteran, on call with HQ, rolls 95: 95 + 30 − 10 = 115, read as 00: three turns', () => {
    const r = delayOf(input({ quality: 'veteran', call: 'on-call', hqWithSightingBattalion: true }), 95);
    expect(r).toMatchObject({ modified: 115, readAs: 100, delayTurns: 3 });
    expect(r.message).toContain('= 115 (read as 00)');
  });

  it('Raw, pre-registered with HQ, rolls 05: 5 − 10 = −5, read as 01: immediate', () => {
    expect(delayOf(input({ quality: 'raw', hqWithSightingBattalion: true }), 5)).toMatchObject({ modified: -5, readAs: 1, delayTurns: 0 });
  });

  it('pre-planned fire does not roll', () => {
    const r = barrageDelay(gbww2, input({ call: 'pre-planned', hqWithSightingBattalion: true }), 99);
    expect(r).toEqual({ scheduled: true, findings: [expect.objectContaining({ code: 'pre-planned-no-roll', rule: '11.1.5' })] });
    expect(barrageDelayOdds(gbww2, input({ call: 'pre-planned' }))).toEqual([]);
  });

  it('rolls with an injected random number', () => {
    // 0.549 → 1 + floor(54.9) = 55, as in the example above.
    const r = rollBarrageDelay(gbww2, input({ quality: 'inferior', call: 'on-call' }), () => 0.549);
    expect(r).toMatchObject({ roll: 55, delayTurns: 2 });
  });

  it('rejects a roll outside 1..100', () => {
    expect(() => barrageDelay(gbww2, input({}), 0)).toThrow(RangeError);
  });
});

describe('barrage delay odds', () => {
  const fractions = (i: BarrageDelayInput) => barrageDelayOdds(gbww2, i).map((o) => o.fraction);

  it('Average, pre-registered: 40, 30, 18 and 12 rolls in 100', () => {
    // 01–40, 41–70, 71–88, 89–00.
    expect(fractions(input({}))).toEqual(['2/5', '3/10', '9/50', '3/25']);
  });

  it('Inferior, on call (+30): never immediate; 1–35, 36–56, 57–100', () => {
    // 1 turn needs 31..65 after +30: rolls 1..35; 2 turns 66..86: rolls 36..56; the rest 3 turns.
    expect(fractions(input({ quality: 'inferior', call: 'on-call' }))).toEqual(['0', '7/20', '21/100', '11/25']);
  });

  it('Veteran, pre-registered with HQ (−10): 1–70, 71–90, 91–100, never three turns', () => {
    const odds = barrageDelayOdds(gbww2, input({ quality: 'veteran', hqWithSightingBattalion: true }));
    expect(odds.map((o) => [o.rowId, o.fraction, o.percent])).toEqual([
      ['immediate', '7/10', '70%'],
      ['1-turn', '1/5', '20%'],
      ['2-turns', '1/10', '10%'],
      ['3-turns', '0', '0%'],
    ]);
  });

  it('sums to exactly 1 for every quality, call and HQ', () => {
    for (const quality of QUALITIES) {
      for (const call of ['pre-registered', 'on-call'] as const) {
        for (const hq of [false, true]) {
          const total = sum(barrageDelayOdds(gbww2, { quality, call, hqWithSightingBattalion: hq }).map((o) => o.probability));
          expect(total, `${quality} ${call} ${hq}`).toEqual(ONE);
        }
      }
    }
  });
});
