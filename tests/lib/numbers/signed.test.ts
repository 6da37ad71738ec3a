import { describe, expect, it } from 'vitest';
import { MINUS, signed } from '#src/lib/numbers/signed.ts';

describe('signed', () => {
  it('prints a modifier as the rules do, with a true minus sign', () => {
    expect(signed(2)).toBe('+2');
    expect(signed(-1)).toBe('\u22121');
    expect(signed(-1)).not.toBe('-1');
    expect(signed(0)).toBe('0');
    expect(MINUS).toBe('−');
  });
});
