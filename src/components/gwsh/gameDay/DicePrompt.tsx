/** Asks for the next real die a scenario needs (the engine's `nextRoll`), one at a time. */
import { useId, useState } from 'react';
import { rollD6From } from '#src/lib/dice/diceSources.ts';
import { parseWholeNumber } from '#src/lib/forms/wholeNumber.ts';
import type { NeededRoll } from '#src/lib/gwsh/scenario/scenarioDice.ts';
import { RuleLink } from '../shared/RuleLink.tsx';
import { NumberField } from '../../shared/Fields.tsx';

interface Props {
  need: NeededRoll;
  onDie: (value: number) => void;
  onUndo: () => void;
  canUndo: boolean;
}

export function DicePrompt({ need, onDie, onUndo, canUndo }: Props) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const enter = (value: number) => {
    setText('');
    setError(null);
    onDie(value);
  };
  return (
    <form
      className="gd-noprint"
      aria-label="Enter a real die"
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = parseWholeNumber(text, 'The die', 1, 6);
        if (parsed.ok) enter(parsed.value);
        else setError(parsed.message);
      }}
    >
      <NumberField
        id={`${id}-die`}
        label={`Next die: ${need.purpose}`}
        min={1}
        max={6}
        value={text}
        onChange={setText}
        error={error}
        announce
        hint={
          <p className="gd-hint">
            Rule: <RuleLink section={need.rule} />
          </p>
        }
      />
      <div className="gd-actions">
        <button type="submit">Enter die</button>
        <button type="button" className="gd-secondary" onClick={() => enter(rollD6From(Math.random)())}>
          Roll this die for me
        </button>
        <button type="button" className="gd-secondary" disabled={!canUndo} onClick={onUndo}>
          Undo last die
        </button>
      </div>
    </form>
  );
}
