/** The words players search for beside the site's own (src/lib/site/searchTerms.ts). */
import { describe, expect, it } from 'vitest';
import { searchTerms, withSynonyms } from '#src/lib/site/searchTerms.ts';

describe('searchTerms', () => {
  it("spells out the source's abbreviations beside them and names tanks as players do", () => {
    expect(searchTerms({ name: 'Mk IV Female MG captured', category: 'armoured-vehicle' })).toBe(
      'Mk Mark IV Female MG machine gun captured tank tanks armoured vehicle armoured car',
    );
    expect(searchTerms({ name: 'Mk IV Male 6pdr captured', category: 'armoured-vehicle' })).toContain('Mk Mark IV Male 6pdr');
    expect(searchTerms({ name: 'Artillery FOO' })).toBe('Artillery FOO forward observer forward observation officer');
  });

  it('adds nothing to a row whose name players already use', () => {
    expect(searchTerms({ name: 'Infantry', category: 'infantry-support' })).toBe('');
    expect(searchTerms({ name: 'Fighter' })).toBe('');
  });

  it('gives a priced row the word "cost": "fighter cost" finds the aircraft table\'s row', () => {
    expect(searchTerms({ name: 'Fighter', priced: true })).toBe('cost');
    expect(searchTerms({ name: 'Light Entrenchments', priced: true })).toBe('Light Entrenchments trenches trench cost');
  });
});

describe('withSynonyms', () => {
  it("adds the players' words to a rule's heading, each once", () => {
    expect(withSynonyms('8.2.2 Off-table artillery')).toBe('8.2.2 Off-table off table artillery arty');
    expect(withSynonyms('Headquarters')).toBe('Headquarters HQ');
    // "MG" gains "machine gun", which is not expanded again.
    expect(withSynonyms('MG')).toBe('MG machine gun');
    expect(withSynonyms('Weather')).toBe('Weather');
  });

  it("adds the table side's words: op fire, trenches, end of game, max", () => {
    expect(withSynonyms('Indirect and opportunity fire')).toBe('Indirect and opportunity fire op fire');
    // A row's name takes "trenches", so "trenches cost" finds the entrenchments, not the trench mortars.
    expect(withSynonyms('Light Entrenchments (cost per stand)', false)).toBe('Light Entrenchments trenches trench (cost per stand)');
    expect(withSynonyms('End of play and the winner')).toBe('End of play end of game and the winner');
    expect(withSynonyms('Competition maximum')).toBe('Competition maximum max');
    // Headings only: a row that says "maximum" keeps its name.
    expect(withSynonyms('Maximum range', false)).toBe('Maximum range');
    // A heading on defences is found by "trenches" ("trenches cost" is asked of the defences, not the mortars).
    expect(withSynonyms('Defence costs')).toBe('Defence field works entrenchments trenches costs');
    expect(withSynonyms('Defence costs', false)).toBe('Defence costs');
  });
});
