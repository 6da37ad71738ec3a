/** The words players search for beside a row's own (src/lib/site/searchTerms.ts). */
import { describe, expect, it } from 'vitest';
import { searchTerms } from '#src/lib/site/searchTerms.ts';

describe('searchTerms', () => {
  it("spells out the source's abbreviations and names tanks as players do", () => {
    expect(searchTerms({ name: 'Mk IV Female MG captured', category: 'armoured-vehicle' })).toBe(
      'Mark IV Female machine gun captured tank tanks armoured vehicle armoured car',
    );
    expect(searchTerms({ name: 'Mk IV Male 6pdr captured', category: 'armoured-vehicle' })).toContain('Mark IV Male');
    expect(searchTerms({ name: 'Artillery FOO' })).toBe('Artillery forward observer');
  });

  it('adds nothing to a row whose name players already use', () => {
    expect(searchTerms({ name: 'Infantry', category: 'infantry-support' })).toBe('');
    expect(searchTerms({ name: 'Fighter' })).toBe('');
  });
});
