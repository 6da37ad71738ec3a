/** Long work in steps (src/components/shared/eachYielding.ts), on a clock the test moves by hand. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eachYielding } from '#src/components/shared/eachYielding.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('eachYielding', () => {
  it('gives the page back once a slice has run 40 ms, between items, never in the middle of one', async () => {
    // Each item "takes" 15 ms: after 3 items (45 ms > 40) the page is given back, then again after 3 more.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const yields: number[] = [];
    vi.stubGlobal('scheduler', { yield: vi.fn(async () => void yields.push(now)) });
    const progress: number[] = [];
    const out = await eachYielding(
      [1, 2, 3, 4, 5, 6, 7],
      (n) => {
        now += 15;
        return n * 10;
      },
      (done) => progress.push(done),
    );
    expect(out).toEqual([10, 20, 30, 40, 50, 60, 70]);
    // Given back before items 4 and 7 (indexes 3 and 6), when 45 ms had run since the slice began.
    expect(progress).toEqual([3, 6]);
    expect(yields).toEqual([45, 90]);
  });

  it('without scheduler.yield, gives the page back with a new task', async () => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    vi.stubGlobal('scheduler', undefined);
    const timeout = vi.spyOn(globalThis, 'setTimeout');
    await eachYielding([1, 2, 3], () => void (now += 50));
    // 50 ms per item: given back before the 2nd and the 3rd.
    expect(timeout).toHaveBeenCalledTimes(2);
  });
});
