/**
 * The round clock the organiser starts, pauses and resets, kept with the event so the hall screen (another
 * tab, another screen of the same browser) shows the same time. Held as the round's length, the time run
 * before the latest start, and when it was started (null while paused): every screen works out the time
 * left from its own clock, so nothing need be written while it runs.
 */
import type { CompetitionEvent, RoundClock } from './event.ts';

/** How long a round may be set for, in minutes (a round of GWSH takes about two and a half hours). */
export const CLOCK_MINUTES = { min: 1, max: 600, usual: 150 } as const;

/** Milliseconds left on the clock at `now` (below 0 once time is up). */
export const timeLeft = (clock: RoundClock, now: number): number =>
  clock.minutes * 60_000 - clock.elapsed - (clock.runningSince === null ? 0 : Math.max(0, now - clock.runningSince));

/** Time left as a clock shows it: "2:29:59", "4:05", "0:00" once it is up (rounded up to the second, so it reaches 0:00 as time is up). */
export function clockText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/** Starts the clock for `minutes` from the beginning, or resumes a paused one (its length kept). */
export function startClock(event: CompetitionEvent, minutes: number, now: number): CompetitionEvent {
  const clock = event.clock;
  if (clock && clock.runningSince === null && clock.elapsed > 0) return { ...event, clock: { ...clock, runningSince: now } };
  return { ...event, clock: { minutes, elapsed: 0, runningSince: now } };
}

/** Pauses a running clock, keeping the time it has run. */
export function pauseClock(event: CompetitionEvent, now: number): CompetitionEvent {
  const clock = event.clock;
  if (!clock || clock.runningSince === null) return event;
  return { ...event, clock: { ...clock, elapsed: clock.elapsed + Math.max(0, now - clock.runningSince), runningSince: null } };
}

/** Takes the clock away (the next round starts it afresh). */
export function resetClock(event: CompetitionEvent): CompetitionEvent {
  const { clock: _gone, ...rest } = event;
  return rest;
}
