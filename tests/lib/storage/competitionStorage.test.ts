import { describe, expect, it } from 'vitest';
import { addRound, newEvent, recordScore, toJson, type CompetitionEvent } from '../../../src/lib/gwsh/game/competition.ts';
import {
  clearSavedEvent,
  EVENT_STORAGE_KEY,
  loadSavedEvent,
  saveEvent,
  UNREADABLE_EVENT_KEY,
} from '../../../src/lib/storage/competitionStorage.ts';
import { memoryStorage, openStorage, type StorageLike } from '../../../src/lib/storage/safeStorage.ts';

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
    const store = memoryStore({ [EVENT_STORAGE_KEY]: toJson(sample()) });
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
