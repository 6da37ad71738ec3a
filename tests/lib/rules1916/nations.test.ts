import { describe, expect, it } from 'vitest';
import { nationIds } from '#src/lib/data/nationIds.ts';
import { checkDie, checkYear, NATIONS_1916, nationLabel, YEARS_1916 } from '#src/lib/rules1916/nations.ts';

describe('the "1916" setup sheet’s nations, years and dice', () => {
  it('offers every nation of the site once, the Commonwealth under the British Empire', () => {
    expect(NATIONS_1916.map((n) => n.id).sort()).toEqual([...nationIds].sort());
    expect(nationLabel('british-empire')).toBe('British Empire (Commonwealth)');
  });

  it('offers the five years of the war and refuses others', () => {
    expect(YEARS_1916).toEqual([1914, 1915, 1916, 1917, 1918]);
    expect(() => checkYear(1916)).not.toThrow();
    expect(() => checkYear(1919)).toThrow(RangeError);
  });

  it('takes dice from 1 to 6 only, naming the die it refuses', () => {
    expect(() => checkDie(6, 'the barrage die')).not.toThrow();
    expect(() => checkDie(0, 'the barrage die')).toThrow('the barrage die must be a whole number from 1 to 6, got 0');
    expect(() => checkDie(2.5, 'the lull die')).toThrow(RangeError);
  });
});
