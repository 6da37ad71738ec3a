/** The event page's model: every tab shows one event, and a tab that was behind never saves over another's change. */
import { describe, expect, it } from 'vitest';
import { newEvent, isPaired, type CompetitionEvent } from '#src/lib/gwsh/event/event.ts';
import { addPlayer, addRoundPairedOn, scoreSide, setDropped } from '#src/lib/gwsh/event/eventEdits.ts';
import { parseEvent } from '#src/lib/gwsh/event/eventFile.ts';
import { eventFileText } from '#src/lib/gwsh/event/eventFileText.ts';
import { storageKeys } from '#src/lib/site/storageKeys.ts';
import { memoryStorage, openStorage, type StorageLike } from '#src/lib/storage/safeStorage.ts';
import { recordValueOf } from '#src/lib/storage/recordStore.ts';
import { EventModel, keepsOldTable } from '#src/lib/tools/event/eventModel.ts';
import { openFile, pairRound } from '#src/lib/tools/event/eventSteps.ts';
import { heldLocks, immediateLocks } from '#tests/support/locks.ts';

function tab(shared: StorageLike, tabId: string) {
  const model = new EventModel({
    storage: () => openStorage(() => shared),
    tabId,
    now: () => 1_000,
    blank: () => newEvent('My event'),
    locks: immediateLocks,
  });
  model.open(parseEvent);
  return model;
}

const kept = (shared: StorageLike) => parseEvent(recordValueOf(shared.getItem(storageKeys.event)!));

/** Ann (Allied) and Bob (Axis) at table 1 of round 1. */
function pairedEvent(): CompetitionEvent {
  let event = newEvent('Club day');
  for (const [name, side] of [
    ['Ann', 'allied'],
    ['Bob', 'axis'],
  ] as const) {
    const added = addPlayer(event, { name, club: null, side, nation: null });
    if (!added.ok) throw new Error(added.message);
    event = added.event;
  }
  return {
    ...event,
    rounds: [{ label: 'Round 1', games: [{ table: 1, allied: 'ann', axis: 'bob', scores: { ann: null, bob: null } }] }],
  };
}

describe('EventModel', () => {
  it('two tabs: each records one side of a table on the version it had, and both scores are kept', () => {
    const shared = memoryStorage();
    const a = tab(shared, 'a');
    a.replace(pairedEvent(), 'opened');
    const b = tab(shared, 'b');
    expect(b.getState().event.rounds).toHaveLength(1);
    a.change((e) => scoreSide(e, 0, 1, 'allied', 14), '');
    // b has not heard of a's score: it records Bob's on the version it shows
    b.change((e) => scoreSide(e, 0, 1, 'axis', 6), '');
    const read = kept(shared);
    if (!read.ok) throw new Error(read.message);
    const game = read.event.rounds[0]!.games[0]!;
    expect(isPaired(game) && game.scores).toEqual({ ann: 14, bob: 6 });
    expect(b.getState().news?.text).toContain('another tab');
  });

  it('a score typed while another tab opens a file is not put on the file’s event: it is refused in words', async () => {
    const shared = memoryStorage();
    const { locks, grant } = heldLocks();
    const open = (tabId: string) => {
      const model = new EventModel({
        storage: () => openStorage(() => shared),
        tabId,
        now: () => 1_000,
        blank: () => newEvent('My event'),
        locks,
      });
      model.open(parseEvent);
      return model;
    };
    const a = open('a');
    a.replace(pairedEvent(), 'opened');
    await grant();
    const b = open('b');
    // At the same instant: a opens another file (also Ann against Bob at table 1), b scores table 1 of the old one.
    a.replace({ ...pairedEvent(), name: 'From a file' }, '“From a file” opened.');
    b.change((e) => scoreSide(e, 0, 1, 'allied', 14), 'Ann scored 14.');
    await grant();
    await grant();
    expect(b.getState().news).toEqual({
      text: 'Not changed: another tab put a whole event in place (a file opened, or a round reverted) before this change was saved, and this page now shows that event. Do it again if it is still needed.',
      error: true,
    });
    const read = kept(shared);
    if (!read.ok) throw new Error(read.message);
    expect(read.event.name).toBe('From a file');
    const game = read.event.rounds[0]!.games[0]!;
    expect(isPaired(game) && game.scores).toEqual({ ann: null, bob: null });
    expect(b.getState().event.name).toBe('From a file');
  });

  it('a browser without Web Locks is told once, on opening, that a clash is still caught and said', () => {
    const model = new EventModel({
      storage: () => openStorage(memoryStorage),
      tabId: 'a',
      now: () => 1,
      blank: () => newEvent('My event'),
      locks: null,
    });
    model.open(parseEvent);
    expect(model.getState().news).toEqual({
      text: 'This browser cannot make one tab wait while another saves: if two tabs change the event at the same instant, one change may have to be made again (the page says so when it happens).',
      error: false,
    });
    model.change((e) => ({ ok: true, event: { ...e, name: 'Club day' } }), '');
    expect(model.getState().news).toBeNull();
  });

  it('a whole replacement made on an old version is not saved, and the page says so', () => {
    const shared = memoryStorage();
    const a = tab(shared, 'a');
    const b = tab(shared, 'b');
    a.change((e) => addPlayer(e, { name: 'Ann', club: null, side: 'allied', nation: null }), 'Ann joined.');
    b.replace(newEvent('Another event'), 'opened');
    expect(b.getState().news).toMatchObject({ error: true });
    expect(b.getState().news?.text).toContain('changed in another tab first');
    expect(b.getState().event.players.map((p) => p.name)).toEqual(['Ann']);
    const read = kept(shared);
    expect(read.ok && read.event.players.map((p) => p.name)).toEqual(['Ann']);
  });

  it('an action offered with its Undo: the Undo is made on the event as it is then, keeping another tab’s change', () => {
    const shared = memoryStorage();
    const a = tab(shared, 'a');
    a.replace(pairedEvent(), 'opened');
    const b = tab(shared, 'b');
    a.change((e) => scoreSide(e, 0, 1, 'allied', 9), 'Ann scored 9.', {
      action: (e) => scoreSide(e, 0, 1, 'allied', null),
      done: 'Undone: Ann has no score.',
    });
    const undo = a.getState().news!.undo!;
    // Meanwhile b scores Bob's side; a hears of it.
    b.storageChanged(storageKeys.event);
    b.change((e) => scoreSide(e, 0, 1, 'axis', 4), '');
    a.storageChanged(storageKeys.event);
    undo();
    expect(a.getState().news?.text).toBe('Undone: Ann has no score.');
    const read = kept(shared);
    if (!read.ok) throw new Error(read.message);
    const game = read.event.rounds[0]!.games[0]!;
    // Ann's 9 taken back; Bob's 4 kept.
    expect(isPaired(game) && game.scores).toEqual({ ann: null, bob: 4 });
  });

  it('Undo brings the event back only while nothing changed it since', () => {
    const shared = memoryStorage();
    const a = tab(shared, 'a');
    a.replace(pairedEvent(), 'opened');
    const undo = a.getState().news!.undo!;
    a.change((e) => setDropped(e, 'bob', true), 'Bob dropped.');
    undo();
    expect(a.getState().news?.text).toContain('Not undone');
    expect(a.getState().event.players).toHaveLength(2);
  });

  it('follows another tab when the storage event comes', () => {
    const shared = memoryStorage();
    const a = tab(shared, 'a');
    const b = tab(shared, 'b');
    a.change((e) => ({ ok: true, event: { ...e, name: 'Renamed in A' } }), '');
    expect(b.getState().event.name).toBe('My event');
    b.storageChanged(storageKeys.event);
    expect(b.getState().event.name).toBe('Renamed in A');
  });
  it('a round paired on an event another tab has since changed is not added: pair it again', () => {
    const shared = memoryStorage();
    const a = tab(shared, 'a');
    a.replace(pairedEvent(), 'opened');
    const b = tab(shared, 'b');
    const pairedOn = b.getState().event;
    const round2 = { label: 'Round 2', games: [{ table: 1, allied: 'ann', axis: 'bob', scores: { ann: null, bob: null } }] };
    a.change((e) => scoreSide(e, 0, 1, 'allied', 14), '');
    b.change(addRoundPairedOn(pairedOn, round2), 'Round 2 is paired.');
    expect(b.getState().news?.text).toBe('Not changed: the event changed while Round 2 was paired; pair it again.');
    const read = kept(shared);
    expect(read.ok && read.event.rounds).toHaveLength(1);
    // Paired on the event as it is, it is added.
    b.change(addRoundPairedOn(b.getState().event, round2), 'Round 2 is paired.');
    expect(b.getState().event.rounds).toHaveLength(2);
  });

  it('a change the storage cannot take stays on the page and says, in the event’s words, how to keep it', () => {
    const blocked = new EventModel({
      storage: () =>
        openStorage(() => {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        }),
      tabId: 'a',
      now: () => 1_000,
      blank: () => newEvent('My event'),
      locks: immediateLocks,
    });
    blocked.open(parseEvent);
    blocked.change((e) => addPlayer(e, { name: 'Ann', club: null, side: 'allied', nation: null }), 'Ann joined the event.');
    expect(blocked.getState().event.players.map((p) => p.name)).toEqual(['Ann']);
    expect(blocked.getState().news).toEqual({
      text: 'Ann joined the event. This browser is not letting the page save anything (private browsing, or site storage turned off): the event is kept only while this page stays open. Save the event as a file to keep it.',
      error: true,
    });
  });

  it('a page that only adds to an event learns there is none without starting one, and opens one that is kept', () => {
    const shared = memoryStorage();
    const visitor = new EventModel({
      storage: () => openStorage(() => shared),
      tabId: 'v',
      now: () => 1,
      blank: () => newEvent('My event'),
      locks: immediateLocks,
    });
    expect(visitor.lookForKept()).toBe(false);
    expect(visitor.getState()).toMatchObject({ ready: false, noneKept: true });
    expect(shared.getItem(storageKeys.event)).toBeNull();
    tab(shared, 'a').change((e) => ({ ok: true, event: { ...e, name: 'Club day' } }), '');
    const later = new EventModel({
      storage: () => openStorage(() => shared),
      tabId: 'w',
      now: () => 1,
      blank: () => newEvent('My event'),
      locks: immediateLocks,
    });
    expect(later.lookForKept()).toBe(true);
    later.open(parseEvent);
    expect(later.getState()).toMatchObject({ ready: true, noneKept: false, event: { name: 'Club day' } });
  });

  it('with the storage full, it says so on opening, and a file opened then keeps its Undo', () => {
    const real = memoryStorage();
    const shared: StorageLike = {
      ...real,
      get length() {
        return real.length;
      },
      setItem: () => {
        throw Object.assign(new Error('full'), { name: 'QuotaExceededError' });
      },
    };
    const model = new EventModel({
      storage: () => openStorage(() => shared),
      tabId: 'a',
      now: () => 1,
      blank: () => newEvent('My event'),
      locks: immediateLocks,
    });
    model.open(parseEvent);
    expect(model.getState().news?.text).toMatch(/^The browser's storage for this site is full: the event is shown/);
    model.replace(pairedEvent(), '“Club day” opened.');
    const news = model.getState().news!;
    expect(news.text).toMatch(/^“Club day” opened\. The browser's storage for this site is full/);
    expect(model.getState().event.name).toBe('Club day');
    // Undo puts back the event the page showed before the file.
    news.undo!();
    expect(model.getState().event.name).toBe('My event');
  });

  it('pairs the next round in steps and says so; an event that cannot be paired yet is left as it was, with the reason', async () => {
    const shared = memoryStorage();
    const a = tab(shared, 'a');
    // Ann and Bob alone: one player a side, one table.
    a.replace({ ...pairedEvent(), rounds: [] }, '');
    await pairRound(a);
    expect(a.getState().news).toMatchObject({ text: 'Round 1 is paired.', error: false });
    expect(kept(shared)).toMatchObject({
      ok: true,
      event: { rounds: [{ label: 'Round 1', games: [{ table: 1, allied: 'ann', axis: 'bob' }] }] },
    });
    // Bob dropped: Ann has no opponent on the other side.
    a.change((e) => setDropped(e, 'bob', true), '');
    const before = a.getState().event;
    await pairRound(a);
    expect(a.getState().news).toMatchObject({ text: expect.stringMatching(/^Round 2 cannot be paired yet: .+\.$/), error: true });
    expect(a.getState().event).toBe(before);
  });

  it('opens an event file in place of the event, with Undo; a file that cannot be read changes nothing', async () => {
    const shared = memoryStorage();
    const a = tab(shared, 'a');
    await openFile(a, eventFileText(pairedEvent()));
    expect(a.getState().event.name).toBe('Club day');
    const opened = a.getState().news!;
    expect(opened.text).toMatch(/^.*Club day.* opened\.$/);
    await openFile(a, '{"format":"gwsh-event"');
    expect(a.getState().news).toMatchObject({
      error: true,
      text: expect.stringMatching(/^The file was not opened: .+\. The event on this page is unchanged\.$/),
    });
    expect(a.getState().event.name).toBe('Club day');
    opened.undo!();
    expect(a.getState().event.name).toBe('My event');
  });

  it('reads the old running table apart from the event, and forgets it only when asked', () => {
    const shared = memoryStorage();
    const old = { format: 'gwsh-competition', version: 1, name: 'Club night', players: ['Ann', 'Bob'], rounds: [] };
    shared.setItem(storageKeys.runningTable, JSON.stringify(old));
    const a = tab(shared, 'a');
    expect(a.getState().oldTable).toMatchObject({ value: old, unreadable: null });
    // The event is not the old table: a new one was started beside it.
    expect(a.getState().event.name).toBe('My event');
    const removed: boolean[] = [];
    a.forgetOldTable((r) => removed.push(r.ok));
    expect(removed).toEqual([true]);
    expect(keepsOldTable(a.getState().oldTable)).toBe(false);
    expect(shared.getItem(storageKeys.runningTable)).toBeNull();
    expect(keepsOldTable(tab(shared, 'b').getState().oldTable)).toBe(false);
  });

  it('an old running table that is not JSON is said to be unreadable, and kept', () => {
    const shared = memoryStorage();
    shared.setItem(storageKeys.runningTable, '{"format": "gwsh-comp');
    expect(tab(shared, 'a').getState().oldTable).toMatchObject({ value: null, unreadable: 'it is not valid JSON' });
    expect(shared.getItem(storageKeys.runningTable)).toBe('{"format": "gwsh-comp');
  });
});
