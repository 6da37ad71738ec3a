import { describe, expect, it } from 'vitest';
import {
  gradeNames,
  grades,
  MAX_BRIGADES,
  MAX_STAND_LINES,
  nameWithSuffix,
  OVERSIZED_MAX_BRIGADES,
  OVERSIZED_MAX_LINES,
} from '#src/lib/gwsh/list/listFormat.ts';

describe('the gwsh-list format’s fixed values', () => {
  it('caps a list at 100 brigades and 1,000 lines, and reads ten times that only to split it', () => {
    expect([MAX_BRIGADES, MAX_STAND_LINES]).toEqual([100, 1000]);
    expect([OVERSIZED_MAX_BRIGADES, OVERSIZED_MAX_LINES]).toEqual([1000, 10_000]);
  });

  it('names every grade as players write it (GWSH 10.2)', () => {
    expect(grades.map((g) => gradeNames[g])).toEqual(['Elite', 'Veteran', 'Regular', 'Green', 'Random']);
  });

  it('makes names with a suffix that fit in 200 characters, never splitting a character in two', () => {
    expect(nameWithSuffix('Sturm', ' (copy)')).toBe('Sturm (copy)');
    // 193 + 7 = 200: fits as it is.
    expect(nameWithSuffix('a'.repeat(193), ' (copy)')).toBe(`${'a'.repeat(193)} (copy)`);
    // 194 + 7 = 201: 192 letters, "…" and the suffix make 200.
    expect(nameWithSuffix('a'.repeat(194), ' (copy)')).toBe(`${'a'.repeat(192)}… (copy)`);
    // 100 flags of two units each: the cut at 192 units falls between whole flags; 96 flags kept.
    const flags = nameWithSuffix('🇫'.repeat(100), ' (copy)');
    expect(flags).toBe(`${'🇫'.repeat(96)}… (copy)`);
    // A cut that would fall inside a pair drops the half: "x" then 99 two-unit characters, cut at 192 units.
    expect(nameWithSuffix(`x${'🇫'.repeat(99)}`, ' (copy)')).toBe(`x${'🇫'.repeat(95)}… (copy)`);
  });
});
