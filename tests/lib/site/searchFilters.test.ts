import { describe, it, expect } from 'vitest';
import { searchFilters } from '#src/lib/site/searchFilters.ts';

describe('search filters', () => {
  it('names the rule system and the kind of page', () => {
    expect(searchFilters({ system: 'gwsh', kind: 'rule' })).toEqual({ 'Rule system': 'Great War Spearhead', Kind: 'Rules' });
    expect(searchFilters({ system: 'gwsh', kind: 'table' })).toEqual({ 'Rule system': 'Great War Spearhead', Kind: 'Tables' });
  });
  it('leaves out what a page does not have', () => {
    expect(searchFilters({ kind: 'reference' })).toEqual({ Kind: 'About the site' });
    expect(searchFilters({})).toEqual({});
  });
});
