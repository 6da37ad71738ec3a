import { describe, expect, it } from 'vitest';
import { againstFloor, floorText, listBuilderJsMet } from '../../scripts/bench/floorGoals.ts';

const figures = (performance: number, tbt: number, lcp: number) => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcp,
  tbt,
  cls: 0,
});

describe('goals judged against the floor of the stack', () => {
  it('meets each goal up to its bound and fails past it', () => {
    // Floor: 99, 20 ms, 1,000 ms. Page: 96 (−3, the bound), 70 ms (+50, the bound), 1,100 ms (×1.10, the bound).
    const atBounds = againstFloor(figures(96, 70, 1100), figures(99, 20, 1000));
    expect(atBounds).toMatchObject({ performanceDiff: -3, tbtDiff: 50, met: { performance: true, tbt: true, lcp: true } });
    // One point, one ms and 10 ms past each bound.
    const past = againstFloor(figures(95, 71, 1110), figures(99, 20, 1000));
    expect(past.met).toEqual({ performance: false, tbt: false, lcp: false });
    expect(floorText(past)).toBe('perf −4 ✗, TBT +51 ms ✗, LCP ×1.11 ✗');
  });

  it('holds the list builder to the framework the floor loads plus 40 KiB', () => {
    // React 68.4 KiB on the floor: 68.4 + 40 = 108.4 KiB allowed.
    const react = Math.round(68.4 * 1024);
    expect(listBuilderJsMet(react + 40 * 1024, react)).toBe(true);
    expect(listBuilderJsMet(react + 40 * 1024 + 1, react)).toBe(false);
  });
});
