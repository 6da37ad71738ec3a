import { describe, expect, it } from 'vitest';
import { brigadesWithin, LINES_PER_BATCH } from '../../../src/lib/site/drawBatches.ts';

const brigade = (lines: number) => ({ stands: Array.from({ length: lines }, () => ({})) });

describe('brigadesWithin', () => {
  it('counts each brigade as one line plus its stand lines', () => {
    // 100 brigades of 10 lines: 11 lines each; 120 lines hold 10 brigades (110), not 11 (121)
    const largest = Array.from({ length: 100 }, () => brigade(10));
    expect(brigadesWithin(largest, LINES_PER_BATCH)).toBe(10);
    // 960 lines: 87 × 11 = 957 fit, 88 × 11 = 968 do not
    expect(brigadesWithin(largest, 960)).toBe(87);
    // 1,100 lines hold all 100
    expect(brigadesWithin(largest, 1100)).toBe(100);
  });

  it('always draws at least one brigade, however long', () => {
    expect(brigadesWithin([brigade(500), brigade(1)], 120)).toBe(1);
  });

  it('draws every brigade of a short list in the first batch', () => {
    // 3 brigades of 5 lines: 18 lines
    expect(brigadesWithin([brigade(5), brigade(5), brigade(5)], 120)).toBe(3);
    expect(brigadesWithin([], 120)).toBe(0);
  });
});
