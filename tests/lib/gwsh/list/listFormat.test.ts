import { describe, expect, it } from 'vitest';
import {
  gradeNames,
  grades,
  MAX_BRIGADES,
  MAX_STAND_LINES,
  OVERSIZED_MAX_BRIGADES,
  OVERSIZED_MAX_LINES,
} from '../../../../src/lib/gwsh/list/listFormat.ts';

describe('the gwsh-list format’s fixed values', () => {
  it('caps a list at 100 brigades and 1,000 lines, and reads ten times that only to split it', () => {
    expect([MAX_BRIGADES, MAX_STAND_LINES]).toEqual([100, 1000]);
    expect([OVERSIZED_MAX_BRIGADES, OVERSIZED_MAX_LINES]).toEqual([1000, 10_000]);
  });

  it('names every grade as players write it (GWSH 10.2)', () => {
    expect(grades.map((g) => gradeNames[g])).toEqual(['Elite', 'Veteran', 'Regular', 'Green', 'Random']);
  });
});
