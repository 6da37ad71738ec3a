/** Lists handed in to an event (src/lib/gwsh/event/eventLists.ts), kept in the event file. */
import { describe, expect, it } from 'vitest';
import { allCostTables as tables } from '#src/lib/data/tables/costTablesAll.ts';
import { parseEvent } from '#src/lib/gwsh/event/eventFile.ts';
import { eventFileText } from '#src/lib/gwsh/event/eventFileText.ts';
import { checkPlayerLists } from '#src/lib/gwsh/event/eventLists.ts';
import { setPlayerLists } from '#src/lib/gwsh/event/eventEdits.ts';
import { brigade, divisionHq, list } from '../list/listBuilders.ts';
import { clubEvent } from './clubEvent.ts';

const club = clubEvent();

// Germany 1917, Attack basic: Division HQ 0 + two brigades of 10 infantry × 5 = 100 of 650, no finding.
const attack = list({
  nation: 'germany',
  year: 1917,
  brigades: [divisionHq(), brigade('Inf', 'regular', [['infantry', 10]]), brigade('Inf 2', 'regular', [['infantry', 10]])],
});

describe('lists in the event', () => {
  it('a player’s lists are kept in the file and read back as they were', () => {
    const given = setPlayerLists(club, 'ann', [attack]);
    if (!given.ok) throw new Error(given.message);
    const again = parseEvent(eventFileText(given.event));
    expect(again.ok && again.event.players[0]!.lists).toEqual([attack]);
    expect(setPlayerLists(club, 'zed', [attack])).toEqual({ ok: false, message: 'there is no player "zed"' });
  });

  it('the verdict: fine when every list asked for is there and legal, to check when one is missing, none without lists', () => {
    const asksAttack = {
      ...club,
      dataVersion: attack.dataVersion ?? null,
      listsAsked: [{ list: 'attack' as const, part: 'basic' as const }],
    };
    // Ann is registered with the British Empire; this German list is hers here to test the lists asked, not the nation.
    const ann = { ...club.players[0]!, nation: 'germany', lists: [attack] };
    const fine = checkPlayerLists(asksAttack, ann, tables);
    expect(fine.verdict).toBe('fine');
    expect(fine.lists[0]!.cost.total).toBe(100);
    // The three lists of 3.0 by default: the Encounter and Defend lists are missing.
    const byDefault = checkPlayerLists({ ...asksAttack, listsAsked: undefined }, ann, tables);
    expect(byDefault.verdict).toBe('to-check');
    expect(byDefault.warnings.map((w) => w.message)).toEqual([
      'No Encounter basic list yet: the event asks each player for one.',
      'No Defend basic list yet: the event asks each player for one.',
    ]);
    expect(checkPlayerLists(asksAttack, club.players[1]!, tables).verdict).toBe('none');
  });

  it('a list of another nation than the one the player is registered with says so, naming both', () => {
    const asksAttack = {
      ...club,
      dataVersion: attack.dataVersion ?? null,
      listsAsked: [{ list: 'attack' as const, part: 'basic' as const }],
    };
    // Registered with Bulgaria, hands in the German Attack list.
    const registered = { ...club.players[0]!, name: 'Ann', nation: 'bulgaria', lists: [attack] };
    const checked = checkPlayerLists(asksAttack, registered, tables);
    expect(checked.verdict).toBe('to-check');
    expect(checked.warnings.map((w) => w.message)).toEqual(['“test” is a Germany list; Ann is registered with Bulgaria.']);
    // Registered with Germany: nothing to say.
    expect(checkPlayerLists(asksAttack, { ...registered, nation: 'germany' }, tables).verdict).toBe('fine');
  });
});
