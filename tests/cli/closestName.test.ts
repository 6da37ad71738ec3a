/** "Did you mean" (src/cli/closestName.ts). */
import { describe, expect, it } from 'vitest';
import { closestName, editDistance } from '../../src/cli/closestName.ts';

describe('closestName', () => {
  it('counts edits as Levenshtein does', () => {
    expect(editDistance('cost', 'cost')).toBe(0);
    expect(editDistance('cots', 'cost')).toBe(2); // two substitutions (t→s, s→t)
    expect(editDistance('vpp', 'vp')).toBe(1); // one deletion
    expect(editDistance('', 'vp')).toBe(2);
    expect(editDistance('kitten', 'sitting')).toBe(3); // k→s, e→i, +g
  });

  it('picks the nearest within two edits, ignoring case, or none', () => {
    const names = ['cost', 'export', 'scenario', 'vp'];
    expect(closestName('COST', names)).toBe('cost');
    expect(closestName('scenaro', names)).toBe('scenario');
    expect(closestName('v', names)).toBe('vp');
    expect(closestName('frobnicate', names)).toBeNull();
  });
});
