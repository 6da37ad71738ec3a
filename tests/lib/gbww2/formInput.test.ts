import { describe, expect, it } from 'vitest';
import { parseWholeNumber } from '../../../src/lib/gbww2/formInput.ts';

describe('calculator fields (gbww2)', () => {
  it('accepts whole numbers in range and names the field otherwise', () => {
    expect(parseWholeNumber(' 6 ', 'Stands', 1, 8)).toEqual({ ok: true, value: 6 });
    expect(parseWholeNumber('9', 'Stands', 1, 8)).toEqual({ ok: false, message: 'Stands must be a whole number from 1 to 8.' });
    expect(parseWholeNumber('2.5', 'Stands', 1, 8).ok).toBe(false);
    expect(parseWholeNumber('', 'Stands', 1, 8).ok).toBe(false);
  });
});
