/** How the site writes numbers in text (src/lib/numbers/wording.ts). */
import { describe, expect, it } from 'vitest';
import { MINUS, counted, signed, thousands } from '#src/lib/numbers/wording.ts';

describe('thousands', () => {
  it('groups whole numbers by three digits, as English text writes them', () => {
    expect(thousands(0)).toBe('0');
    expect(thousands(999)).toBe('999');
    expect(thousands(1000)).toBe('1,000');
    expect(thousands(90000)).toBe('90,000');
    expect(thousands(1234567)).toBe('1,234,567');
    expect(thousands(-10000)).toBe('-10,000');
  });

  it('agrees with the English number format on every size from 1 to 10 digits', () => {
    for (let n = 7, d = 1; d <= 10; n = n * 10 + 3, d++) expect(thousands(n)).toBe(n.toLocaleString('en'));
  });

  it('counts with a noun: one stand, never "1 stands", and thousands grouped', () => {
    expect(counted(1, 'stand', 'stands')).toBe('1 stand');
    expect(counted(0, 'stand', 'stands')).toBe('0 stands');
    expect(counted(1000, 'line', 'lines')).toBe('1,000 lines');
  });
});

describe('signed', () => {
  it('prints a modifier as the rules do, with a true minus sign', () => {
    expect(signed(2)).toBe('+2');
    expect(signed(-1)).toBe('\u22121');
    expect(signed(-1)).not.toBe('-1');
    expect(signed(0)).toBe('0');
    expect(MINUS).toBe('−');
  });
});
