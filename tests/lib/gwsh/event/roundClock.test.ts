/** The round clock (src/lib/gwsh/event/roundClock.ts): started, paused, resumed and reset, read from any screen's clock. */
import { describe, expect, it } from 'vitest';
import { newEvent } from '#src/lib/gwsh/event/event.ts';
import { clockText, pauseClock, resetClock, startClock, timeLeft } from '#src/lib/gwsh/event/roundClock.ts';
import { parseEvent } from '#src/lib/gwsh/event/eventFile.ts';
import { eventFileText } from '#src/lib/gwsh/event/eventFileText.ts';

const T0 = 1_800_000_000_000;
const minute = 60_000;

describe('the round clock', () => {
  it('counts down from its start, pauses keeping what has run, and resumes from there', () => {
    const started = startClock(newEvent('Club night'), 150, T0);
    // 150 minutes = 9,000,000 ms; 10 minutes later, 140 are left.
    expect(timeLeft(started.clock!, T0 + 10 * minute)).toBe(140 * minute);
    const paused = pauseClock(started, T0 + 10 * minute);
    expect(paused.clock).toEqual({ minutes: 150, elapsed: 10 * minute, runningSince: null });
    // Paused, the time left stands still however long the pause.
    expect(timeLeft(paused.clock!, T0 + 60 * minute)).toBe(140 * minute);
    // Resumed at +60 (the length kept, whatever is asked): at +70, 140 − 10 = 130 left.
    const resumed = startClock(paused, 90, T0 + 60 * minute);
    expect(timeLeft(resumed.clock!, T0 + 70 * minute)).toBe(130 * minute);
    expect(resetClock(resumed).clock).toBeUndefined();
    // Reset, a start begins afresh with the length asked.
    expect(timeLeft(startClock(resetClock(resumed), 90, T0).clock!, T0)).toBe(90 * minute);
  });

  it('shows hours, minutes and seconds, rounding up, and 0:00 once time is up', () => {
    expect(clockText(150 * minute)).toBe('2:30:00');
    // 4 minutes 4.2 seconds shows 4:05 until it has run down to 4:04.
    expect(clockText(4 * minute + 4_200)).toBe('4:05');
    expect(clockText(999)).toBe('0:01');
    expect(clockText(0)).toBe('0:00');
    expect(clockText(-5 * minute)).toBe('0:00');
  });

  it('is kept in the event file, and a clock that is not one is named', () => {
    const event = pauseClock(startClock(newEvent('Club night'), 150, T0), T0 + minute);
    const read = parseEvent(eventFileText(event));
    expect(read.ok && read.event.clock).toEqual({ minutes: 150, elapsed: minute, runningSince: null });
    const text = eventFileText({ ...event, clock: { minutes: 0, elapsed: 0, runningSince: null } });
    expect(parseEvent(text)).toEqual({ ok: false, message: 'clock.minutes must be a whole number of minutes from 1 to 600' });
  });
});
