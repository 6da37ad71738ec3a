/** Lists handed in as files (src/lib/gwsh/event/handIn.ts) and the lists an event asks for (listsAsked.ts). */
import { describe, expect, it } from 'vitest';
import { handedInWords, handIn, handInByName, handInByNameWords, listsFromFiles } from '#src/lib/gwsh/event/handIn.ts';
import { askableLists, listsAskedOf, setListAsked } from '#src/lib/gwsh/event/listsAsked.ts';
import { listParts, listTypes } from '#src/lib/gwsh/list/listFormat.ts';
import { brigade, divisionHq, list } from '../list/listBuilders.ts';
import { clubEvent } from './clubEvent.ts';

const club = clubEvent();

const attack = list({
  nation: 'germany',
  year: 1917,
  brigades: [divisionHq(), brigade('Inf', 'regular', [['infantry', 10]])],
});
const file = (name: string, text: string) => ({ name, read: { ok: true as const, text } });

describe('lists handed in as files', () => {
  it('reads every file as a list, in order, and gives them to the player', () => {
    const lists = listsFromFiles([file('a.json', JSON.stringify(attack)), file('b.json', JSON.stringify({ ...attack, name: 'Second' }))]);
    expect(lists.ok && lists.lists.map((l) => l.name)).toEqual([attack.name, 'Second']);
    const update = handIn('ann', lists)(club);
    expect(update.ok && update.event.players.find((p) => p.id === 'ann')!.lists).toHaveLength(2);
    expect(handedInWords('Ann', 2)).toBe('Ann handed in 2 lists.');
    expect(handedInWords('Ann', 1)).toBe('Ann handed in 1 list.');
  });

  it('refuses them all when one is not a list, naming the file; the player keeps what they had', () => {
    const lists = listsFromFiles([file('a.json', JSON.stringify(attack)), file('notes.json', '{"format":"gwsh-list"')]);
    expect(lists.ok).toBe(false);
    expect(!lists.ok && lists.message).toMatch(/^“notes\.json”: The file is not valid JSON/);
    expect(handIn('ann', lists)(club)).toEqual(lists);
    // A file the browser could not read says why, as the reader put it.
    expect(listsFromFiles([{ name: 'big.json', read: { ok: false, error: 'big.json is too large.' } }])).toEqual({
      ok: false,
      message: 'big.json is too large',
    });
    // Ten files: more than the nine lists 3.0 allows (three types, each a basic list and two options).
    expect(listsFromFiles(Array.from({ length: 10 }, (_, i) => file(`${i}.json`, '{}')))).toEqual({
      ok: false,
      message: 'a player may hand in at most 9 lists, not 10',
    });
  });
});

describe("lists handed in from the organiser's check, by the player each names", () => {
  it('gives each player the lists naming them, case and spaces aside, and names the lists that match no one', () => {
    const lists = [
      { file: 'ann-attack.json', list: { ...attack, player: 'ann smith ' } },
      { file: 'ann-defend.json', list: { ...attack, name: 'Defend', list: 'defend' as const, player: 'Ann Smith' } },
      { file: 'bob.json', list: { ...attack, player: 'Bob Jones' } },
      { file: 'zed.json', list: { ...attack, player: 'Zed' } },
      { file: 'anon.json', list: attack },
    ];
    // Ann 2 lists and Bob 1: 3 lists for 2 players.
    expect(handInByNameWords(club, lists)).toBe(
      '3 lists handed in to “Club championship 1917” for 2 players. Not handed in: “zed.json” (no player “Zed”), “anon.json” (no player named).',
    );
    const update = handInByName(lists)(club);
    if (!update.ok) throw new Error(update.message);
    const listsOf = (id: string) => update.event.players.find((p) => p.id === id)!.lists?.map((l) => l.name);
    expect(listsOf('ann')).toEqual([attack.name, 'Defend']);
    expect(listsOf('bob')).toEqual([attack.name]);
    expect(listsOf('cat')).toBeUndefined();
    expect(handInByName([lists[3]!])(club)).toEqual({ ok: false, message: 'no list names a player of “Club championship 1917”' });
  });
});

describe('the lists an event asks for', () => {
  it('offers every list type with its basic list and two options, as the list file knows them', () => {
    // 3 types × 3 parts = 9.
    expect(askableLists).toEqual(listTypes.flatMap((list) => listParts.map((part) => ({ list, part }))));
  });

  it('asks for the three basic lists of 3.0 until told otherwise, and for at least one', () => {
    expect(listsAskedOf(club).map((a) => `${a.list} ${a.part}`)).toEqual(['encounter basic', 'defend basic', 'attack basic']);
    const noEncounter = setListAsked(club, { list: 'encounter', part: 'basic' }, false);
    if (!noEncounter.ok) throw new Error(noEncounter.message);
    const withOption = setListAsked(noEncounter.event, { list: 'attack', part: 'option-a' }, true);
    expect(withOption.ok && withOption.event.listsAsked).toEqual([
      { list: 'defend', part: 'basic' },
      { list: 'attack', part: 'basic' },
      { list: 'attack', part: 'option-a' },
    ]);
    const one = { ...club, listsAsked: [{ list: 'attack' as const, part: 'basic' as const }] };
    expect(setListAsked(one, { list: 'attack', part: 'basic' }, false)).toEqual({
      ok: false,
      message: 'an event asks each player for at least one list',
    });
  });
});
