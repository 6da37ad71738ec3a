/** Which fronts are trench-bound (src/lib/gwsh/front.ts), as 3.0, 5.0 and 10.3 turn on it. */
import { describe, expect, it } from 'vitest';
import { fronts, frontNames, isTrenchBound } from '#src/lib/gwsh/front.ts';

describe('isTrenchBound', () => {
  it('the western front from 1915 and a front marked trench-bound; the western front of 1914 and mobile fronts are open', () => {
    expect([1914, 1915, 1918].map((y) => isTrenchBound('western-front', y))).toEqual([false, true, true]);
    expect([1914, 1918].map((y) => isTrenchBound('trench-front', y))).toEqual([true, true]);
    expect([1914, 1918].map((y) => isTrenchBound('mobile', y))).toEqual([false, false]);
  });

  it('every front has a name', () => {
    expect(fronts.map((f) => frontNames[f].length > 0)).toEqual([true, true, true]);
  });
});
