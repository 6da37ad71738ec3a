import { describe, expect, it } from 'vitest';
import { MAX_DICE, shootingOdds, type ShootingInput } from '#src/lib/gw54/shootingOdds.ts';
import { gw54 } from '#src/lib/data/registry.ts';

const odds = (over: Partial<ShootingInput>) => shootingOdds(gw54, { weaponId: 'rifle', band: 'short', cover: false, firers: 1, ...over });
const exactly = (o: ReturnType<typeof shootingOdds>) => o.hits.map((h) => h.exactly.fraction);

/** Σ probabilities = 1, checked in BigInt so that large denominators cannot overflow. */
function sumsToOne(o: ReturnType<typeof shootingOdds>): boolean {
  const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
  const common = o.hits.map((h) => BigInt(h.exactly.probability.den)).reduce((a, b) => (a * b) / gcd(a, b), 1n);
  return o.hits.reduce((s, h) => s + (BigInt(h.exactly.probability.num) * common) / BigInt(h.exactly.probability.den), 0n) === common;
}

describe('gw54 shooting odds', () => {
  it('one rifle at short range: 4+ on 1 die, 1/2 each way', () => {
    const o = odds({});
    expect(o).toMatchObject({ dice: 1, hitOn: 4, perDie: { fraction: '1/2' }, expectedHits: '1/2' });
    expect(exactly(o)).toEqual(['1/2', '1/2']);
  });

  it('three rifles at long range against cover: 6 needed, 3 dice', () => {
    // p = 1/6. 0 hits (5/6)^3 = 125/216; 1 hit 3·25/216 = 25/72; 2 hits 3·5/216 = 5/72; 3 hits 1/216.
    const o = odds({ band: 'long', cover: true, firers: 3 });
    expect(o.hitOn).toBe(6);
    expect(exactly(o)).toEqual(['125/216', '25/72', '5/72', '1/216']);
    expect(o.atLeastOne).toMatchObject({ fraction: '91/216', percent: '42.13%' });
    expect(o.expectedHits).toBe('1/2');
  });

  it('two LMGs at short range: 6 dice at 1/2, so 1, 6, 15, 20, 15, 6, 1 in 64', () => {
    const o = odds({ weaponId: 'lmg', firers: 2 });
    expect(exactly(o)).toEqual(['1/64', '3/32', '15/64', '5/16', '15/64', '3/32', '1/64']);
    expect(o.hits.map((h) => h.atLeast.fraction).slice(0, 2)).toEqual(['1', '63/64']);
    expect(o.expectedHits).toBe('3');
  });

  it('one SMG at short range against cover: 5+ on 2 dice', () => {
    // p = 1/3: 0 hits 4/9, 1 hit 2·2/9 = 4/9, 2 hits 1/9.
    expect(exactly(odds({ weaponId: 'smg', cover: true }))).toEqual(['4/9', '4/9', '1/9']);
  });

  it('four HMGs at long range, 20 dice: at least one hit is 1 − (2/3)^20, in cover 1 − (5/6)^20', () => {
    // 3^20 = 3 486 784 401, 2^20 = 1 048 576; 6^20 = 3 656 158 440 062 976, 5^20 = 95 367 431 640 625.
    expect(odds({ weaponId: 'hmg', band: 'long', firers: 4 }).atLeastOne?.fraction).toBe('3485735825/3486784401');
    const cover = odds({ weaponId: 'hmg', band: 'long', cover: true, firers: 4 });
    expect(cover.atLeastOne?.fraction).toBe('3560791008422351/3656158440062976');
    expect(cover.expectedHits).toBe('10/3');
    expect(sumsToOne(cover)).toBe(true);
  });

  it('more than 20 dice: a finding, no table', () => {
    const o = odds({ firers: MAX_DICE + 1 });
    expect(o.hits).toEqual([]);
    expect(o.atLeastOne).toBeNull();
    expect(o.findings).toMatchObject([{ code: 'too-many-dice', severity: 'error', path: 'firers' }]);
    expect(o.expectedHits).toBe('21/2');
  });

  it('every distribution sums to exactly 1', () => {
    for (const w of gw54.weapons.rows) {
      for (const band of ['short', 'long'] as const) {
        for (const cover of [false, true]) {
          for (let firers = 0; firers * w.dice <= MAX_DICE; firers++) {
            expect(sumsToOne(odds({ weaponId: w.id, band, cover, firers })), `${w.id} ${band} ${cover} ${firers}`).toBe(true);
          }
        }
      }
    }
  });

  it('rejects a negative number of firers (programmer error)', () => {
    expect(() => odds({ firers: -1 })).toThrow(RangeError);
  });
});
