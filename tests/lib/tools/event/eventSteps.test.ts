/** The organiser's named steps on the event's model, without a page: each says what it did, and its Undo takes it back. */
import { describe, expect, it } from 'vitest';
import { isPaired, newEvent } from '#src/lib/gwsh/event/event.ts';
import { parseEvent } from '#src/lib/gwsh/event/eventFile.ts';
import { memoryStorage, openStorage } from '#src/lib/storage/safeStorage.ts';
import { EventModel } from '#src/lib/tools/event/eventModel.ts';
import { joinPlayer, pairRound, recordScore, setPlayerDropped } from '#src/lib/tools/event/eventSteps.ts';
import { swapSeats } from '#src/lib/tools/event/swapSeats.ts';
import { immediateLocks } from '#tests/support/locks.ts';

function organiser() {
  const model = new EventModel({
    storage: () => openStorage(() => memoryStorage()),
    tabId: 'a',
    now: () => 1_000,
    blank: () => newEvent('Club day'),
    locks: immediateLocks,
  });
  model.open(parseEvent);
  const said = () => model.getState().news?.text;
  const undo = () => model.getState().news!.undo!();
  return { model, said, undo, event: () => model.getState().event };
}

describe("the organiser's steps", () => {
  it('a player joins, and one already there is refused in words, the form kept', () => {
    const o = organiser();
    expect(joinPlayer(o.model, { name: ' Ann ', club: null, side: 'allied', nation: null })).toBe(true);
    expect(o.said()).toBe('Ann joined the event.');
    expect(joinPlayer(o.model, { name: 'Ann', club: null, side: 'axis', nation: null })).toBe(false);
    expect(o.said()).toBe('Not changed: there is already a player called “Ann”.');
    expect(o.event().players.map((p) => p.name)).toEqual(['Ann']);
  });

  it('records a score, drops and brings back a player, swaps two seats: each said, each undone', async () => {
    const o = organiser();
    for (const [name, side] of [
      ['Ann', 'allied'],
      ['Cy', 'allied'],
      ['Bob', 'axis'],
      ['Dee', 'axis'],
    ] as const)
      joinPlayer(o.model, { name, club: null, side, nation: null });
    await pairRound(o.model);
    expect(o.said()).toBe('Round 1 is paired.');
    const round = () => o.event().rounds[0]!;
    const first = round().games.find(isPaired)!;
    const ann = first.allied === o.event().players[0]!.id ? 'Ann' : 'Cy';
    const them = (id: string) => o.event().players.find((p) => p.id === id)!.name;

    // Two players of the unscored round swap seats, and back with Undo.
    const [x, y] = [first.allied, round().games.filter(isPaired)[1]!.allied];
    swapSeats(o.model, 0, x, y);
    expect(o.said()).toBe(`${them(x)} and ${them(y)} swapped seats.`);
    expect(round().games.find(isPaired)!.allied).toBe(y);
    o.undo();
    expect(o.said()).toBe(`Undone: ${them(x)} and ${them(y)} are back in their seats.`);
    expect(round().games.find(isPaired)!.allied).toBe(x);
    expect(them(x)).toBe(ann);

    // 14 for the Allied side of table 1; Undo takes it back to no score.
    recordScore(o.model, { roundIndex: 0, table: first.table, side: 'allied' }, 14, null);
    expect(o.said()).toBe(`Round 1, table ${first.table}: ${ann} scored 14.`);
    expect(round().games.find(isPaired)!.scores[first.allied]).toBe(14);
    o.undo();
    expect(o.said()).toBe(`Undone: Round 1, table ${first.table}: ${ann} has no score again.`);
    expect(round().games.find(isPaired)!.scores[first.allied] ?? null).toBeNull();

    // Dropped: kept in the standings, not paired again; Undo brings them back.
    const player = o.event().players[0]!;
    setPlayerDropped(o.model, player, true);
    expect(o.said()).toBe('Ann was dropped: kept in the standings, not paired again.');
    expect(o.event().players[0]!.dropped).toBe(true);
    o.undo();
    expect(o.said()).toBe('Undone: Ann is back in the pairings.');
    expect(o.event().players[0]!.dropped ?? false).toBe(false);
    setPlayerDropped(o.model, player, true);
    setPlayerDropped(o.model, o.event().players[0]!, false);
    expect(o.said()).toBe('Ann is back in the pairings.');
  });
});
