/**
 * The goals of pages with an island, as differences and ratios to the floor of our stack measured in the
 * same run (plainSite.ts): absolute milliseconds differ several-fold between machines of the same kind.
 */
import type { LighthouseFigures } from './lighthouse.ts';

export const FLOOR_GOALS = {
  /** Lighthouse performance at most this many points under the floor's. */
  performancePoints: 3,
  /** Total blocking time at most this many ms over the floor's. */
  tbtMs: 50,
  /** Largest contentful paint at most this multiple of the floor's. */
  lcpRatio: 1.1,
  /** The list builder's JavaScript before interaction: the framework the floor loads plus this many KiB gzip. */
  listBuilderKiB: 40,
} as const;

export interface AgainstFloor {
  performanceDiff: number;
  tbtDiff: number;
  lcpRatio: number;
  met: { performance: boolean; tbt: boolean; lcp: boolean };
}

/** One page's Lighthouse medians against the floor's. */
export function againstFloor(page: LighthouseFigures, floor: LighthouseFigures): AgainstFloor {
  const performanceDiff = page.performance - floor.performance;
  const tbtDiff = page.tbt - floor.tbt;
  const lcpRatio = floor.lcp > 0 ? page.lcp / floor.lcp : Number.POSITIVE_INFINITY;
  return {
    performanceDiff,
    tbtDiff,
    lcpRatio,
    met: {
      performance: performanceDiff >= -FLOOR_GOALS.performancePoints,
      tbt: tbtDiff <= FLOOR_GOALS.tbtMs,
      lcp: lcpRatio <= FLOOR_GOALS.lcpRatio,
    },
  };
}

/** "−2 (goal ≥ −3) ✓": a difference with its sign and whether the goal is met. */
export function floorText(a: AgainstFloor): string {
  const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
  const mark = (ok: boolean) => (ok ? '✓' : '✗');
  return `perf ${signed(a.performanceDiff)} ${mark(a.met.performance)}, TBT ${signed(a.tbtDiff)} ms ${mark(a.met.tbt)}, LCP ×${a.lcpRatio.toFixed(2)} ${mark(a.met.lcp)}`;
}

/** Whether the list builder's JavaScript before interaction (gzip bytes) is within the floor's framework + the goal. */
export const listBuilderJsMet = (listBuilderBytes: number, floorFrameworkBytes: number): boolean =>
  listBuilderBytes <= floorFrameworkBytes + FLOOR_GOALS.listBuilderKiB * 1024;
