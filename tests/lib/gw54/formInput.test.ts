import { describe, expect, it } from 'vitest';
import { parseWholeNumber } from '../../../src/lib/gw54/formInput.ts';

describe('calculator fields (gw54)', () => {
  it('accepts whole numbers in range and names the field otherwise', () => {
    expect(parseWholeNumber('5', 'Figures shooting', 1, 99)).toEqual({ ok: true, value: 5 });
    expect(parseWholeNumber('0', 'Figures shooting', 1, 99)).toEqual({ ok: false, message: 'Figures shooting must be a whole number from 1 to 99.' });
    expect(parseWholeNumber('x', 'Figures shooting', 1, 99).ok).toBe(false);
  });
});
