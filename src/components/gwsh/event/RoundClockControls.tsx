/**
 * The organiser's round clock: start, pause, resume and reset, each a change of the event
 * (src/lib/gwsh/event/roundClock.ts), so every tab and the hall screen show the same time.
 */
import { useId, useState } from 'react';
import { CLOCK_MINUTES, pauseClock, resetClock, startClock } from '#src/lib/gwsh/event/roundClock.ts';
import { parseWholeNumber } from '#src/lib/forms/wholeNumber.ts';
import { Field } from '../../shared/Fields.tsx';
import { eventModel, useEventState } from '../shared/useEvent.ts';
import { ClockFace } from './ClockFace.tsx';

export default function RoundClockControls() {
  const clock = useEventState((s) => s.event.clock);
  const { change } = eventModel();
  const id = useId();
  const [minutes, setMinutes] = useState(String(CLOCK_MINUTES.usual));
  const [error, setError] = useState<string | null>(null);
  const start = () => {
    const parsed = parseWholeNumber(minutes, 'The round length', CLOCK_MINUTES.min, CLOCK_MINUTES.max);
    if (!parsed.ok) return setError(parsed.message);
    setError(null);
    const now = Date.now();
    change(
      (e) => ({ ok: true, event: startClock(e, parsed.value, now) }),
      clock ? 'The round clock runs again.' : 'The round clock is started.',
    );
  };
  const pause = () => {
    const now = Date.now();
    change((e) => ({ ok: true, event: pauseClock(e, now) }), 'The round clock is paused.');
  };
  const reset = () => change((e) => ({ ok: true, event: resetClock(e) }), 'The round clock is reset.');
  return (
    <div className="ev-clock-controls" data-testid="round-clock">
      {clock ? (
        <ClockFace clock={clock} />
      ) : (
        <Field id={`${id}-minutes`} label="Round clock (minutes)" error={error}>
          <input id={`${id}-minutes`} type="text" inputMode="numeric" value={minutes} onChange={(e) => setMinutes(e.target.value)} />
        </Field>
      )}
      <div className="gd-actions">
        {clock?.runningSince != null ? (
          <button type="button" className="gd-secondary" onClick={pause}>
            Pause the clock
          </button>
        ) : (
          <button type="button" className="gd-secondary" onClick={start}>
            {clock ? 'Resume the clock' : 'Start the clock'}
          </button>
        )}
        {clock && (
          <button type="button" className="gd-secondary" onClick={reset}>
            Reset the clock
          </button>
        )}
      </div>
    </div>
  );
}
