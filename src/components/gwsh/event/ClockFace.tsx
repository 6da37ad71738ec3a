/**
 * The round clock's face (src/lib/gwsh/event/roundClock.ts), ticking each second on this screen's own clock,
 * for the organiser's page and the hall screen.
 */
import { useEffect, useState } from 'react';
import type { RoundClock } from '#src/lib/gwsh/event/event.ts';
import { clockText, timeLeft } from '#src/lib/gwsh/event/roundClock.ts';

/**
 * This screen's time, read again each second while a clock runs (before the first read after a start, the
 * time left counts nothing run yet, which is what it is to the second).
 */
function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  return now;
}

export function ClockFace({ clock }: { clock: RoundClock }) {
  const now = useNow(clock.runningSince !== null);
  const left = timeLeft(clock, now);
  return (
    <p className="ev-clock" data-testid="clock-face">
      {left <= 0 ? 'Time is up' : clock.runningSince === null ? 'Paused: ' : 'Time left '}
      {left > 0 && <strong>{clockText(left)}</strong>}
    </p>
  );
}
