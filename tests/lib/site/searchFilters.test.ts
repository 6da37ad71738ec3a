import { describe, it, expect } from 'vitest';
import { searchFilters, searchTitle } from '#src/lib/site/searchFilters.ts';

describe('search filters', () => {
  it('names the rule system and the kind of page', () => {
    expect(searchFilters({ system: 'gwsh', kind: 'rule' })).toEqual({ 'Rule system': 'Great War Spearhead', Kind: 'Rules' });
    expect(searchFilters({ system: 'gwsh', kind: 'table' })).toEqual({ 'Rule system': 'Great War Spearhead', Kind: 'Tables' });
  });
  it('leaves out what a page does not have', () => {
    expect(searchFilters({ kind: 'reference' })).toEqual({ Kind: 'About the site' });
    expect(searchFilters({})).toEqual({});
  });

  it('titles a result with its rule set and kind', () => {
    expect(searchTitle('Encounter', { system: 'gwsh', kind: 'rule' })).toBe('Encounter · Great War Spearhead rules');
    expect(searchTitle('Troop costs: Germany', { system: 'gwsh', kind: 'table' })).toBe('Troop costs: Germany · Great War Spearhead table');
    expect(searchTitle('Morale check', { system: 'gbww2', kind: 'calculator' })).toBe('Morale check · Great Battles of WWII calculator');
    expect(searchTitle('Data and JSON', { kind: 'reference' })).toBe('Data and JSON · about the site');
    expect(searchTitle('How unclear rules are read', { system: 'gwsh', kind: 'reference' })).toBe(
      'How unclear rules are read · Great War Spearhead reference',
    );
    expect(searchTitle('Great War Tables', {})).toBe('Great War Tables');
  });
});
