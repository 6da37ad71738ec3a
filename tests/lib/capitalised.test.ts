import { describe, expect, it } from 'vitest';
import { capitalised } from '../../src/lib/capitalised.ts';

describe('capitalised', () => {
  it('puts the first letter in capitals and leaves the rest as written', () => {
    expect(capitalised('veteran')).toBe('Veteran');
    expect(capitalised('main force')).toBe('Main force');
    expect(capitalised('A Ops')).toBe('A Ops');
  });
  it('leaves an empty string empty', () => {
    expect(capitalised('')).toBe('');
  });
});
