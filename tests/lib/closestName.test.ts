/** "Did you mean" (src/lib/closestName.ts). */
import { describe, expect, it } from 'vitest';
import { closestName, closestNames, editDistance, quotedChoices } from '../../src/lib/closestName.ts';

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

  it('offers up to three near names, nearest first, and those that contain what was typed', () => {
    // "option-c" is one substitution from both options; "mg-1917" is contained in "mg-1917-18".
    expect(closestNames('option-c', ['basic', 'option-a', 'option-b'])).toEqual(['option-a', 'option-b']);
    expect(closestNames('mg-1917', ['infantry', 'mg-1914-1916', 'mg-1917-18'])).toEqual(['mg-1917-18']);
    // "infantery" is one deletion from "infantry"; "landwehr" is far.
    expect(closestNames('infantery', ['landwehr-1914-15', 'infantry', 'infantry-regiment-hq'])).toEqual(['infantry']);
    expect(quotedChoices(['a', 'b', 'c'])).toBe('"a", "b" or "c"');
    expect(quotedChoices(['a'])).toBe('"a"');
  });
});
