import { describe, expect, it } from 'vitest';
import { points, slug, yearSpan } from '#src/lib/data/schemaParts.ts';

describe('the parts every table schema is built from', () => {
  it('take kebab-case ids only', () => {
    expect(slug.safeParse('mg-1917-18').success).toBe(true);
    expect(slug.safeParse('MG 1917').success).toBe(false);
    expect(slug.safeParse('a--b').success).toBe(false);
  });

  it('take spans of years within the war, in order', () => {
    expect(yearSpan.safeParse({ from: 1914, to: 1915 }).success).toBe(true);
    expect(yearSpan.safeParse({ from: 1916, to: 1915 }).success).toBe(false);
    expect(yearSpan.safeParse({ from: 1913, to: 1915 }).success).toBe(false);
  });

  it('keep an empty cell as null, never a guess, and refuse negative points', () => {
    expect(points.parse(null)).toBeNull();
    expect(points.safeParse(-1).success).toBe(false);
  });
});
