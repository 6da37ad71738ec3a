/** A die typed from real dice or rolled by the page, with its message when it is not a die. */
import { useId } from 'react';
import { rollD6From } from '../../lib/dice/diceSources.ts';

const rollDie = rollD6From(Math.random);

export default function DieField(props: { label: string; value: string; error?: string; onChange: (text: string) => void }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="gw-field gw-die">
      <label htmlFor={id}>{props.label}</label>
      <div className="gw-die-row">
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={1}
          value={props.value}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? errorId : undefined}
          onChange={(e) => props.onChange(e.target.value)}
        />
        <button type="button" onClick={() => props.onChange(String(rollDie()))} aria-label={`Roll: ${props.label}`}>
          Roll
        </button>
      </div>
      {props.error && (
        <p id={errorId} className="gw-field-error">
          {props.error}
        </p>
      )}
    </div>
  );
}
