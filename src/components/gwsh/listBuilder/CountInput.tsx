/**
 * A count with − and + buttons and a number field: keyboard (arrows, Page Up/Down) and touch friendly.
 * What is typed is read by the engine (readCount in src/lib/gwsh/list/listEdits.ts): a count it refuses
 * (zero, negative, not a number) gets its sentence under the field and changes nothing.
 */
import { useState, type KeyboardEvent } from 'react';
import { MAX_COUNT } from '#src/lib/gwsh/list/listFormat.ts';
import { parseCount, readCount } from '#src/lib/gwsh/list/listEdits.ts';

interface Props {
  id: string;
  value: number;
  /** What is counted, for the labels: "Infantry in Brigade 1". */
  what: string;
  onChange: (count: number) => void;
}

export default function CountInput({ id, value, what, onChange }: Props) {
  const [text, setText] = useState(String(value));
  const [problem, setProblem] = useState<string | null>(null);
  // Follow changes made elsewhere (a + button, another tab), but not while the field holds a partial entry:
  // adjusted while drawing, as React advises for state that follows a prop.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (parseCount(text) !== value) setText(String(value));
  }

  /** A step from the buttons or Page Up/Down: never below 1 (the sentence says how to remove the line). */
  const step = (n: number) => {
    const entry = readCount(String(Math.min(n, MAX_COUNT)));
    if (!entry.ok) return setProblem(entry.message);
    setProblem(null);
    setText(String(entry.count));
    onChange(entry.count);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'PageUp' || e.key === 'PageDown') {
      e.preventDefault();
      if (e.key === 'PageUp') step(value + 10);
      else step(value === 1 ? 0 : Math.max(value - 10, 1));
    }
  };
  const messageId = `${id}-problem`;

  return (
    <div className="lb-count" role="group" aria-label={`Count: ${what}`}>
      <button type="button" className="lb-icon-button" aria-label={`One fewer ${what}`} onClick={() => step(value - 1)}>
        <span aria-hidden="true">−</span>
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_COUNT}
        step={1}
        value={text}
        aria-label={`Number of ${what}`}
        aria-invalid={problem !== null || undefined}
        aria-describedby={problem ? messageId : undefined}
        onChange={(e) => {
          setText(e.target.value);
          const entry = readCount(e.target.value);
          setProblem(entry.ok ? null : entry.message);
          if (entry.ok) onChange(entry.count);
        }}
        onBlur={() => {
          if (readCount(text).ok) return;
          setText(String(value));
        }}
        onKeyDown={onKeyDown}
      />
      <button type="button" className="lb-icon-button" aria-label={`One more ${what}`} onClick={() => step(value + 1)}>
        <span aria-hidden="true">+</span>
      </button>
      {problem && (
        <p id={messageId} className="lb-count-problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
