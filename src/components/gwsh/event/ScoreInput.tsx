/** A game score typed at a table: a whole number, or empty until the game is scored. */
import { useState } from 'react';
import { parseOptionalWholeNumber } from '#src/lib/forms/wholeNumber.ts';
import { errorWiring } from '../../shared/Fields.tsx';

export function ScoreInput({
  id,
  label,
  value,
  onScore,
}: {
  id: string;
  label: string;
  value: number | null;
  onScore: (score: number | null) => void;
}) {
  const [text, setText] = useState(value === null ? '' : String(value));
  const [error, setError] = useState<string | null>(null);
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
        onChange={(e) => {
          setText(e.target.value);
          const parsed = parseOptionalWholeNumber(e.target.value, label, -99, 99);
          setError(parsed.ok ? null : parsed.message);
          // A score the field flags counts for nothing ("7.5" is not a 7), until it is a whole number again.
          const counted = parsed.ok ? parsed.value : null;
          if (counted !== value) onScore(counted);
        }}
      />
      {error && (
        <span id={`${id}-error`} className="gd-error">
          {error}
        </span>
      )}
    </span>
  );
}
