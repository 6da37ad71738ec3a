/** The words players search for beside the site's own (src/lib/site/searchTerms.ts). */
import { describe, expect, it } from 'vitest';
import { playersNamesFor, playersWords, searchTerms, withSynonyms } from '#src/lib/site/searchTerms.ts';

describe('searchTerms', () => {
  it("spells out the source's abbreviations beside them and names tanks as players do", () => {
    // Only the words added: the row's name is indexed from its own cell.
    expect(searchTerms({ name: 'Mk IV Female MG captured', category: 'armoured-vehicle' })).toBe(
      'Mark machine gun HMG tank tanks armoured vehicle armoured car',
    );
    expect(searchTerms({ name: 'Mk IV Male 6pdr captured', category: 'armoured-vehicle' })).toBe(
      'Mark tank tanks armoured vehicle armoured car',
    );
    expect(searchTerms({ name: 'Artillery FOO' })).toBe('forward observer forward observation officer');
  });

  it('adds nothing to a row whose name players already use', () => {
    expect(searchTerms({ name: 'Infantry', category: 'infantry-support' })).toBe('');
    expect(searchTerms({ name: 'Fighter' })).toBe('');
  });

  it('gives a priced row the word "cost": "fighter cost" finds the aircraft table\'s row', () => {
    expect(searchTerms({ name: 'Fighter', priced: true })).toBe('cost');
    expect(searchTerms({ name: 'Light Entrenchments', priced: true })).toBe('trenches trench cost');
  });
});

describe('withSynonyms', () => {
  it("adds the players' abbreviations and the American spellings: NQ, OOB, VP, min, armored", () => {
    expect(withSynonyms('National quality')).toBe('National quality NQ');
    expect(withSynonyms('The order of battle')).toBe('The order of battle OOB');
    expect(withSynonyms('Victory points')).toBe('Victory points VP VPs');
    expect(withSynonyms('Minimum brigades')).toBe('Minimum min brigades');
    // In a row's name too: "armored train" finds the Russian armoured train.
    expect(withSynonyms('Armoured train', false)).toBe('Armoured armored train');
    expect(withSynonyms('Armour', false)).toBe('Armour armor');
  });

  it('adds the years of a span it does not write in full, so a year inside it finds the row: "MG 1918" finds "MG 1917-18"', () => {
    expect(searchTerms({ name: 'MG 1917-18' })).toBe('machine gun HMG 1918');
    expect(withSynonyms('Cavalry MG 1914-1916', false)).toBe('Cavalry MG machine gun HMG 1914-1916 1915');
    expect(withSynonyms('Landwehr 1914–17', false)).toBe('Landwehr 1914–17 1915 1916 1917');
    // A single year is left as it is.
    expect(withSynonyms('1916: Field Gun', false)).toBe('1916: Field Gun');
  });

  it("adds the players' words to a rule's heading, each once", () => {
    expect(withSynonyms('8.2.2 Off-table artillery')).toBe('8.2.2 Off-table off table artillery arty');
    expect(withSynonyms('Headquarters')).toBe('Headquarters HQ');
    // "MG" gains "machine gun" (and HMG, as players type it), which is not expanded again.
    expect(withSynonyms('MG')).toBe('MG machine gun HMG');
    expect(withSynonyms('Weather')).toBe('Weather');
    // The question players ask of the roll that decides the scenario.
    expect(withSynonyms('Rolling for the scenario')).toBe('Rolling for the scenario who attacks attacker defender');
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
    expect(withSynonyms('Defence costs')).toBe('Defence field works entrenchments trenches defense defenses costs');
    expect(withSynonyms('Defence costs', false)).toBe('Defence costs');
  });

  it('adds the words of the questions players ask of a heading: who fights whom, who sets up first, how far apart', () => {
    // "can germany fight austria" is answered by the Axis and Allied lists (2.0).
    expect(withSynonyms('Axis and Allied lists')).toBe('Axis and Allied sides opponents enemies who fights whom lists');
    expect(withSynonyms('6.1.3 The attack-defence sequence')).toBe('6.1.3 The attack-defence sequence order of set up deploy deployment');
    expect(withSynonyms('Base intervals')).toBe('Base intervals spacing gaps how far apart');
    expect(withSynonyms('Base sizes and figures per base')).toBe('Base sizes how big large dimensions and figures per base');
    expect(withSynonyms('List points')).toBe('List points points limit limits');
    expect(withSynonyms('Action points')).toBe('Action points AP APs');
    expect(withSynonyms('Airborne')).toBe('Airborne paratroops paratroopers paras parachute');
    expect(withSynonyms('Breaking enemy morale')).toBe('Breaking enemy morale broken brigade brigades');
    expect(withSynonyms('Smoke and gas limits')).toBe('Smoke and gas limits ammunition ammo limits run out');
    // The Defend list is where the entrenchments a defender gets are said; a row named so gains nothing.
    expect(withSynonyms('Defend list')).toBe('Defend list entrenchments trenches');
    expect(withSynonyms('Defend list', false)).toBe('Defend list');
  });
});

describe("the players' words", () => {
  it('are read by their lower-case form, as a search reads what is typed', () => {
    expect(playersWords.nq).toBe('national quality');
    expect(playersWords.vps).toBe('victory points');
    expect(playersWords.ap).toBe('action points');
    expect(playersWords.NQ).toBeUndefined();
  });

  it('name a glossary term as players write it, when not among its names already', () => {
    expect(playersNamesFor(['National quality', 'quality multiplier'])).toEqual(['NQ']);
    expect(playersNamesFor(['Action points'])).toEqual(['AP']);
    expect(playersNamesFor(['Defences'])).toEqual(['defenses']);
    // The FOO is its own name; "forward observer" is among its names: nothing to add.
    expect(playersNamesFor(['FOO', 'Forward observation officer', 'Forward observer'])).toEqual([]);
    expect(playersNamesFor(['Flank march'])).toEqual([]);
  });
});
