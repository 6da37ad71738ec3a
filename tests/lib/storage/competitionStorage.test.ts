import { describe, expect, it } from 'vitest';
import { addRound, newEvent, recordScore, type CompetitionEvent } from '#src/lib/gwsh/game/competition.ts';
import {
  changesLeftOut,
  changeSavedEvent,
  clearSavedEvent,
  EVENT_STORAGE_KEY,
  loadSavedEvent,
  saveEvent,
  storedEvent,
  UNREADABLE_EVENT_KEY,
} from '#src/lib/storage/competitionStorage.ts';
import { memoryStorage, openStorage, type StorageLike } from '#src/lib/storage/safeStorage.ts';
import { enterScores } from '#src/lib/gwsh/game/competitionEntry.ts';

/** The site's in-memory Storage, filled with `initial`. */
function memoryStore(initial: Record<string, string> = {}): StorageLike {
  const store = memoryStorage();
  for (const [k, v] of Object.entries(initial)) store.setItem(k, v);
  return store;
}

const domError = (name: string) => Object.assign(new Error(name), { name });
const blocked = openStorage(() => {
  throw domError('SecurityError');
});
const open = (store: StorageLike) => openStorage(() => store);

function sample(): CompetitionEvent {
  const round = addRound(newEvent('Club night', ['Ann', 'Bob']));
  if (!round.ok) throw new Error(round.message);
  const scored = recordScore(round.event, 0, 'Ann', 14);
  if (!scored.ok) throw new Error(scored.message);
  return scored.event;
}

describe('saved competition table', () => {
  it('saves and loads an event', () => {
    const store = memoryStore();
    expect(saveEvent(open(store), sample())).toEqual({ ok: true });
    expect(loadSavedEvent(open(store))).toEqual({ event: sample(), message: null });
    expect(clearSavedEvent(open(store))).toEqual({ ok: true });
    expect(loadSavedEvent(open(store))).toEqual({ event: null, message: null });
  });

  it('reads what the JSON export wrote', () => {
    const store = memoryStore({ [EVENT_STORAGE_KEY]: JSON.stringify(sample()) });
    expect(loadSavedEvent(open(store)).event).toEqual(sample());
  });

  it('blocked storage: a clear message for every operation, never a throw', () => {
    const loaded = loadSavedEvent(blocked);
    expect(loaded.event).toBeNull();
    expect(loaded.message).toMatch(/does not let the site save data.*export it as JSON or CSV/);
    expect(saveEvent(blocked, sample())).toMatchObject({ ok: false, message: expect.stringMatching(/blocked or unavailable/) });
    expect(clearSavedEvent(blocked)).toMatchObject({ ok: false });
  });

  it('full storage says so', () => {
    const store = memoryStore();
    const full = open(store);
    store.setItem = () => {
      throw domError('QuotaExceededError');
    };
    expect(saveEvent(full, sample())).toMatchObject({ ok: false, message: expect.stringMatching(/storage for the site is full/) });
  });

  it('unreadable saved data is set aside, not lost, and explained', () => {
    const store = memoryStore({ [EVENT_STORAGE_KEY]: '{"format":"gwsh-competition","version":9}' });
    const loaded = loadSavedEvent(open(store));
    expect(loaded.event).toBeNull();
    expect(loaded.message).toMatch(/could not be read \(version must be 1\), so a new one was started/);
    expect(store.getItem(UNREADABLE_EVENT_KEY)).toBe('{"format":"gwsh-competition","version":9}');
    expect(store.getItem(EVENT_STORAGE_KEY)).toBeNull();
  });
});

const scoresOf = (e: CompetitionEvent) => e.rounds[0]!.scores.map((s) => [s.player, s.gameScore]);

describe('two tabs recording scores in the same event', () => {
  it('finds a score of ours that another tab saved over, having read the table before it reached that tab', () => {
    // Tab A records Bob's 7; tab B took the lock a moment later, read the table from before (storage had not
    // reached it yet), recorded Cy's 3 and saved: Bob's 7 is gone from what B saved.
    const bob = { make: (e: CompetitionEvent) => enterScores(e, 0, [{ player: 'Bob', gameScore: 7 }]), done: "Bob's 7", at: 0 };
    const cy = { make: (e: CompetitionEvent) => enterScores(e, 0, [{ player: 'Cy', gameScore: 3 }]), done: "Cy's 3", at: 0 };
    const savedByB = cy.make(sample());
    if (!savedByB.ok) throw new Error(savedByB.message);
    expect(changesLeftOut(savedByB.event, [bob])).toEqual([bob]);
    // Made again on B's table: both scores, and nothing left out any more.
    const again = bob.make(savedByB.event);
    if (!again.ok) throw new Error(again.message);
    expect(scoresOf(again.event)).toEqual([
      ['Ann', 14],
      ['Cy', 3],
      ['Bob', 7],
    ]);
    expect(changesLeftOut(again.event, [bob, cy])).toEqual([]);
  });

  it('a change is made on the table storage holds now, so the other tab’s score is kept', () => {
    // Both tabs opened the event with Ann's 14 (counted 12) in round 1.
    const shared = memoryStore();
    const storage = open(shared);
    saveEvent(storage, sample());
    const onScreenInB = sample();
    // Tab A records Bob's 7, and saves.
    const a = changeSavedEvent(storage, sample(), (e) => enterScores(e, 0, [{ player: 'Bob', gameScore: 7 }]));
    expect(a).toMatchObject({ ok: true, fromOtherTab: false, saved: { ok: true } });
    // Tab B, still showing the table without Bob's score, records Cy's 3: made on what storage holds now.
    const b = changeSavedEvent(storage, onScreenInB, (e) => enterScores(e, 0, [{ player: 'Cy', gameScore: 3 }]));
    if (!b.ok) throw new Error(b.message);
    expect(b.fromOtherTab).toBe(true);
    expect(scoresOf(b.event)).toEqual([
      ['Ann', 14],
      ['Bob', 7],
      ['Cy', 3],
    ]);
    expect(storedEvent(storage)).toEqual(b.event);
  });

  it('with nothing saved (or no storage), the change is made on the table on screen', () => {
    const r = changeSavedEvent(blocked, sample(), (e) => enterScores(e, 0, [{ player: 'Bob', gameScore: 7 }]));
    if (!r.ok) throw new Error(r.message);
    expect(r.fromOtherTab).toBe(false);
    expect(scoresOf(r.event)).toEqual([
      ['Ann', 14],
      ['Bob', 7],
    ]);
    expect(r.saved.ok).toBe(false);
    // A change the event refuses comes back as its sentence, and nothing is saved.
    const empty = memoryStore();
    const refused = changeSavedEvent(open(empty), sample(), () => ({ ok: false, message: 'no such round' }));
    expect(refused).toEqual({ ok: false, message: 'no such round' });
    expect(empty.getItem(EVENT_STORAGE_KEY)).toBeNull();
  });
});
