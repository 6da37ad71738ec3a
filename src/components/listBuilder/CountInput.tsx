/** A count with − and + buttons and a number field: keyboard (arrows, Page Up/Down) and touch friendly. */
import { useEffect, useState, type KeyboardEvent } from 'react';
import { MAX_COUNT } from '../../lib/gwsh/list/listFormat.ts';
import { parseCount } from '../../lib/gwsh/list/listEdits.ts';

interface Props {
  id: string;
  value: number;
  /** What is counted, for the labels: "Infantry in Brigade 1". */
  what: string;
  onChange: (count: number) => void;
}

export default function CountInput({ id, value, what, onChange }: Props) {
  const [text, setText] = useState(String(value));
  // Follow changes made elsewhere (a + button, another tab), but not while the field holds a partial entry.
  useEffect(() => {
    if (parseCount(text) !== value) setText(String(value));
  }, [value]);

  const set = (n: number) => {
    const count = Math.min(Math.max(n, 0), MAX_COUNT);
    setText(String(count));
    onChange(count);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'PageUp' || e.key === 'PageDown') {
      e.preventDefault();
      set(value + (e.key === 'PageUp' ? 10 : -10));
    }
  };
  const invalid = parseCount(text) === null;

  return (
    <div className="lb-count" role="group" aria-label={`Count: ${what}`}>
      <button type="button" className="lb-icon-button" aria-label={`One fewer ${what}`} onClick={() => set(value - 1)}>
        <span aria-hidden="true">−</span>
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_COUNT}
        step={1}
        value={text}
        aria-label={`Number of ${what}`}
        aria-invalid={invalid || undefined}
        onChange={(e) => {
          setText(e.target.value);
          const n = parseCount(e.target.value);
          if (n !== null) onChange(n);
        }}
        onBlur={() => invalid && setText(String(value))}
        onKeyDown={onKeyDown}
      />
      <button type="button" className="lb-icon-button" aria-label={`One more ${what}`} onClick={() => set(value + 1)}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
