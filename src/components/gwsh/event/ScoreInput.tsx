/**
 * A game score typed at a table: a whole number, or empty until the game is scored. A score outside what a
 * game can score (7.1) asks before it is saved; Undo of the change puts back the score the field held when
 * the organiser came to it.
 *
 * The field reads its score from the event as it is now, not from the round's tables drawn a moment late
 * (useDeferredEvent): a field compared with a late score would take the organiser's next keystroke for
 * another tab's change and put the late score back under it.
 */
import { useState } from 'react';
import { parseOptionalWholeNumber } from '#src/lib/forms/wholeNumber.ts';
import { sideScore, unlikelyScore } from '#src/lib/gwsh/event/eventEdits.ts';
import { recordScore } from '#src/lib/tools/event/eventSteps.ts';
import { errorWiring } from '../../shared/Fields.tsx';
import { eventModel, useEventState } from '../shared/useEvent.ts';

const shown = (score: number | null) => (score === null ? '' : String(score));

export function ScoreInput({
  id,
  label,
  at,
}: {
  id: string;
  label: string;
  /** The round (from 0), table and side whose score this is. */
  at: { roundIndex: number; table: number; side: 'allied' | 'axis' };
}) {
  const { roundIndex, table, side } = at;
  const value = useEventState((s) => sideScore(s.event, roundIndex, table, side));
  const [text, setText] = useState(shown(value));
  const [error, setError] = useState<string | null>(null);
  /** The score saved when the organiser came to the field, which Undo puts back. */
  const [before, setBefore] = useState(value);
  /** A score outside 0 to 12 typed and not saved yet, with the sentence that asks. */
  const [asking, setAsking] = useState<{ score: number; why: string } | null>(null);
  // Another tab's change, or an Undo, shows in the field (what was typed stays while it still says the same).
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    const typed = parseOptionalWholeNumber(text, label, -99, 99);
    if (!typed.ok || typed.value !== value) setText(shown(value));
  }
  const save = (score: number | null) => {
    setAsking(null);
    if (score !== value) recordScore(eventModel(), at, score, before);
  };
  return (
    <span className="ev-score">
      <input
        id={id}
        type="text"
        inputMode="numeric"
        aria-label={label}
        value={text}
        size={4}
        {...errorWiring(id, error)}
        onFocus={() => setBefore(value)}
        onChange={(e) => {
          setText(e.target.value);
          const parsed = parseOptionalWholeNumber(e.target.value, label, -99, 99);
          setError(parsed.ok ? null : parsed.message);
          // A score the field flags counts for nothing ("7.5" is not a 7), until it is a whole number again.
          const counted = parsed.ok ? parsed.value : null;
          const why = unlikelyScore(counted);
          if (why) setAsking({ score: counted!, why });
          else save(counted);
        }}
      />
      {error && (
        <span id={`${id}-error`} className="gd-error">
          {error}
        </span>
      )}
      {asking && (
        <span role="alert" className="ev-ask">
          {asking.why}.{' '}
          <button type="button" onClick={() => save(asking.score)}>
            Record {asking.score}
          </button>{' '}
          <button
            type="button"
            className="gd-secondary"
            onClick={() => {
              setAsking(null);
              setText(shown(value));
            }}
          >
            Keep {value === null ? 'it empty' : value}
          </button>
        </span>
      )}
    </span>
  );
}
