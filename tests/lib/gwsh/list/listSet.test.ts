/** A player's set of lists checked together (GWSH 3.0, 8.2.1; docs/command-line.md). */
import { describe, expect, it } from 'vitest';
import {
  aircraftBought,
  checkSets,
  forceMissingLists,
  gasMissions,
  groupSets,
  playerKey,
  type SetMember,
} from '#src/lib/gwsh/list/listSet.ts';
import type { GwshList } from '#src/lib/gwsh/list/listFile.ts';
import { allCostTables as tables } from '#src/lib/data/tables/costTablesAll.ts';
import { brigade, list } from './listBuilders.ts';

const inf = brigade('Inf', 'regular', [['infantry', 10]]);
const member = (file: string, fields: Partial<GwshList> = {}): SetMember => ({
  file,
  list: list({ nation: 'germany', year: 1917, brigades: [inf], ...fields }),
});
const gas = (count: number) => [{ item: 'gas-persistent', count }];

describe('groupSets', () => {
  it('groups by player, nation, year and list type, in the order the files came', () => {
    const files = [
      member('a.json', { list: 'attack' }),
      member('d.json', { list: 'defend' }),
      member('a-opt.json', { list: 'attack', part: 'option-a' }),
      member('a-1916.json', { list: 'attack', year: 1916 }),
      member('b.json', { list: 'attack', player: 'Bea' }),
    ];
    expect(groupSets(files).map((g) => g.map((m) => m.file))).toEqual([['a.json', 'a-opt.json'], ['d.json'], ['a-1916.json'], ['b.json']]);
  });
});

describe('checkSets', () => {
  it("a basic Attack list and its Option A with 4 gas fire missions each make 8, over the attacker's 6", () => {
    // 8.2.1: attacker 6. Each file alone (4) is within it; together, basic 4 + Option A 4 = 8 > 6.
    const [set] = checkSets(
      [
        member('attack.json', { defences: gas(4) }),
        member('attack-a.json', { part: 'option-a', defences: gas(4) }),
        member('attack-b.json', { part: 'option-b' }),
      ],
      tables,
    );
    expect(gasMissions(tables, member('x', { defences: gas(4) }).list)).toBe(4);
    expect(set).toMatchObject({ nation: 'germany', year: 1917, list: 'attack', files: ['attack.json', 'attack-a.json', 'attack-b.json'] });
    expect(set!.errors.map((f) => [f.code, f.rule])).toEqual([['set-too-many-gas-missions', '8.2.1']]);
    expect(set!.errors[0]!.message).toBe(
      'attack.json (4 gas fire missions) with attack-a.json (4) makes 8, more than the 6 the attacker may use.',
    );
    expect(set!.readings.map((r) => r.id)).toEqual(['force-is-basic-and-one-option']);
  });

  it('holds the force, not each file, to the aircraft air superiority allows (10.4, main rules 9.1.1)', () => {
    const air = (count: number) => [{ type: 'fighter', count }];
    const files = [
      member('attack.json', { aircraft: air(2) }),
      member('a.json', { part: 'option-a', aircraft: air(1) }),
      member('b.json', { part: 'option-b', aircraft: air(2) }),
    ];
    expect(aircraftBought(files[2]!.list)).toBe(2);
    // Maximum 3: the basic list's 2 with Option B's 2 makes 4 > 3; each file alone (2, 1, 2) is within it.
    const [over] = checkSets(files, tables, { maxAircraft: 3 });
    expect(over!.errors.map((f) => [f.code, f.rule])).toEqual([['set-too-many-aircraft', '10.4']]);
    expect(over!.errors[0]!.message).toBe('attack.json (2 aircraft) with b.json (2) makes 4, more than the 3 air superiority allows.');
    expect(over!.readings.map((r) => r.id)).toEqual(['force-is-basic-and-one-option']);
    // Maximum 4: 2 + 2 = 4 is within it. No maximum: not checked.
    expect(checkSets(files, tables, { maxAircraft: 4 })[0]!.errors).toEqual([]);
    expect(checkSets(files, tables)[0]!.errors).toEqual([]);
    // A file already over the maximum alone is its own list's finding, not the set's again.
    expect(checkSets(files, tables, { maxAircraft: 1 })[0]!.errors).toEqual([]);
  });

  it("takes the basic list with one option at a time: 2 + max(3, 4) = 6 is within the attacker's 6", () => {
    const [set] = checkSets(
      [
        member('attack.json', { defences: gas(2) }),
        member('a.json', { part: 'option-a', defences: gas(3) }),
        member('b.json', { part: 'option-b', defences: gas(4) }),
      ],
      tables,
    );
    expect(set!.errors).toEqual([]);
    // Only Attack files were given: the force's missing Encounter and Defend lists are said (3.0), nothing else.
    expect(set!.warnings.map((f) => f.code)).toEqual(['set-missing-list']);
  });

  it('says which of the three lists a force lacks, and asks no Encounter list on a trench-bound front', () => {
    // A German 1917 force with Attack and Encounter lists and no Defend list (3.0: all three).
    const open = checkSets([member('attack.json'), member('encounter.json', { list: 'encounter' })], tables);
    expect(open.map((s) => s.warnings.filter((f) => f.code === 'set-missing-list').map((f) => f.message))).toEqual([
      ['No Defend list was given for this force; 3.0 asks each player for an Encounter, a Defend and an Attack list.'],
      [],
    ]);
    // On the 1917 western front (trench-bound) Defend and Attack are all there is.
    const trench = checkSets(
      [member('attack.json', { theatre: 'western-front' }), member('defend.json', { list: 'defend', theatre: 'western-front' })],
      tables,
    );
    expect(trench.flatMap((s) => s.warnings.filter((f) => f.code === 'set-missing-list'))).toEqual([]);
  });

  it("tells the list builder which lists a list's force still lacks, among the player's saved lists (3.0)", () => {
    const attack = member('attack.json').list;
    const defend = member('defend.json', { list: 'defend' }).list;
    const otherYear = member('e1916.json', { list: 'encounter', year: 1916 }).list;
    expect(forceMissingLists(attack, [attack, otherYear]).map((f) => f.message)).toEqual([
      'No Encounter or Defend list was given for this force; 3.0 asks each player for an Encounter, a Defend and an Attack list.',
    ]);
    expect(forceMissingLists(attack, [defend, member('e.json', { list: 'encounter' }).list])).toEqual([]);
  });

  it("the defender's limit is 3: basic 2 + Option A 2 = 4 breaks it", () => {
    const [set] = checkSets(
      [member('d.json', { list: 'defend', defences: gas(2) }), member('d-a.json', { list: 'defend', part: 'option-a', defences: gas(2) })],
      tables,
    );
    expect(set!.errors.map((f) => f.code)).toEqual(['set-too-many-gas-missions']);
    // An event that checks each list on its own (a rules pack): 2 and 2 are each within 3, and nothing is held
    // against the force; the result names the alternative it took.
    const [own] = checkSets(
      [member('d.json', { list: 'defend', defences: gas(2) }), member('d-a.json', { list: 'defend', part: 'option-a', defences: gas(2) })],
      tables,
      { alternatives: new Set(['force-is-basic-and-one-option']) },
    );
    expect(own!.errors).toEqual([]);
    expect(own!.alternativesTaken.map((r) => r.id)).toEqual(['force-is-basic-and-one-option']);
  });

  it('says what a set lacks or has twice, and when its files name different fronts', () => {
    const [attack, defend] = checkSets(
      [
        member('a1.json', { theatre: 'western-front' }),
        member('a2.json', { theatre: 'mobile' }),
        member('d-a.json', { list: 'defend', part: 'option-a' }),
      ],
      tables,
    );
    expect(attack!.warnings.map((f) => f.code)).toEqual([
      'set-several-basic-lists',
      'set-missing-option',
      'set-missing-option',
      'set-fronts-differ',
    ]);
    // The Defend list has Option A only (3.0): a lone Option A lacks its basic list and nothing else.
    expect(defend!.warnings.map((f) => f.code)).toEqual(['set-no-basic-list']);
  });
});

describe('playerKey', () => {
  it('one player however the name was typed: spaces, capitals, invisible characters, composed accents', () => {
    for (const typed of ['Ada', 'ada ', ' ADA', 'A\u200bda', 'A\u00adda', '\ufeffAda']) expect(playerKey(typed)).toBe('ada');
    expect(playerKey('Zoë')).toBe(playerKey('Zoe\u0308'));
    expect(playerKey('Ada  Lovelace')).toBe('ada lovelace');
    expect(playerKey(undefined)).toBe('');
  });

  it("groups one player's files into one set, so the force-wide gas limit still applies", () => {
    // 4 + 4 gas = 8 > the attacker's 6, with the option's player name typed with a trailing space and capitals.
    const sets = checkSets(
      [
        member('attack.json', { player: 'Ada', defences: gas(4) }),
        member('attack-a.json', { player: 'ADA ', part: 'option-a', defences: gas(4) }),
      ],
      tables,
    );
    expect(sets).toHaveLength(1);
    expect(sets[0]!.player).toBe('Ada'); // shown as first typed
    expect(sets[0]!.errors.map((f) => f.code)).toEqual(['set-too-many-gas-missions']);
  });
});
