/** The lists an event asks for by default follow its front and year (3.0, list points table: no Encounter list in trench lines). */
import { describe, expect, it } from 'vitest';
import { newEvent } from '#src/lib/gwsh/event/event.ts';
import { listsAskedOf, setListAsked } from '#src/lib/gwsh/event/listsAsked.ts';
import { parseEvent } from '#src/lib/gwsh/event/eventFile.ts';
import { eventFileText } from '#src/lib/gwsh/event/eventFileText.ts';

const names = (event: Parameters<typeof listsAskedOf>[0]) => listsAskedOf(event).map((a) => `${a.list} ${a.part}`);
const three = ['encounter basic', 'defend basic', 'attack basic'];
const two = ['defend basic', 'attack basic'];

describe('the lists asked by front and year', () => {
  it('asks for no Encounter list where trench lines constrict the fighting', () => {
    const event = newEvent('Club night');
    // The Western Front from 1915, and any front locked in trench lines, whatever the year.
    expect(names({ ...event, front: 'western-front', year: 1917 })).toEqual(two);
    expect(names({ ...event, front: 'western-front', year: 1915 })).toEqual(two);
    expect(names({ ...event, front: 'trench-front', year: 1914 })).toEqual(two);
  });

  it('asks for all three on an open front, on the Western Front of 1914, or with the front or the year not set', () => {
    const event = newEvent('Club night');
    expect(names({ ...event, front: 'western-front', year: 1914 })).toEqual(three);
    expect(names({ ...event, front: 'mobile', year: 1917 })).toEqual(three);
    expect(names({ ...event, year: 1917 })).toEqual(three);
    expect(names({ ...event, front: 'western-front', year: null })).toEqual(three);
  });

  it('lists the organiser chose are kept whatever the front', () => {
    const event = { ...newEvent('Club night'), front: 'western-front' as const, year: 1917 };
    const update = setListAsked(event, { list: 'encounter', part: 'basic' }, true);
    expect(update.ok && names(update.event)).toEqual([...two, 'encounter basic']);
  });

  it('keeps the front in the event file, and names a front that is not one', () => {
    const event = { ...newEvent('Club night'), front: 'trench-front' as const, year: 1916 };
    const read = parseEvent(eventFileText(event));
    expect(read.ok && read.event.front).toBe('trench-front');
    expect(parseEvent(eventFileText({ ...event, front: 'sea' as never }))).toEqual({
      ok: false,
      message: 'front must be "western-front", "trench-front", "mobile", or left out',
    });
  });
});
