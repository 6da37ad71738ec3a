/** A die typed from real dice or rolled by the page, with its message when it is not a die. */
import { useId } from 'react';
import { rollD6From } from '../../lib/dice/diceSources.ts';
import { errorWiring, Field } from '../shared/Fields.tsx';

const rollDie = rollD6From(Math.random);

interface Props {
  label: string;
  value: string;
  onChange: (text: string) => void;
  error?: string | undefined;
  /** Given where the field is bound to a form key (useForm's `field`); otherwise one is made. */
  id?: string;
}

export default function DieField(props: Props) {
  const madeId = useId();
  const id = props.id ?? madeId;
  return (
    <Field family="gw" id={id} label={props.label} error={props.error}>
      <div className="gw-die-row">
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={1}
          value={props.value}
          {...errorWiring(id, props.error)}
          onChange={(e) => props.onChange(e.target.value)}
        />
        <button type="button" onClick={() => props.onChange(String(rollDie()))} aria-label={`Roll: ${props.label}`}>
          Roll
        </button>
      </div>
    </Field>
  );
}
