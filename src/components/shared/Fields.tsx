/**
 * The form fields every calculator repeats: a labelled number box (its error beside it), a labelled
 * select and a check box. One markup, so every field has its label, 44 px target and error wiring.
 * Class names follow the island's family (gd- game day, calc- look-up calculators); see controls.css.
 */
import type { ReactNode } from 'react';

type Family = 'gd' | 'calc';

interface NumberFieldProps {
  id: string;
  label: ReactNode;
  min: number;
  max: number;
  value: string;
  onChange: (text: string) => void;
  /** The sentence saying what is wrong with the value, shown under the box and tied to it. */
  error?: string | null;
  family?: Family;
}

export function NumberField({ id, label, min, max, value, onChange, error, family = 'gd' }: NumberFieldProps) {
  return (
    <div className={`${family}-field`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        autoComplete="off"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className={`${family}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

interface SelectFieldProps<T extends string> {
  id: string;
  label: ReactNode;
  value: T;
  options: readonly (readonly [T, string])[];
  onChange: (value: T) => void;
  family?: Family;
}

export function SelectField<T extends string>({ id, label, value, options, onChange, family = 'gd' }: SelectFieldProps<T>) {
  return (
    <div className={`${family}-field`}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(options.find(([v]) => v === e.target.value)?.[0] ?? value)}>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

interface CheckFieldProps {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  family?: Family;
}

export function CheckField({ id, label, checked, onChange, disabled, family = 'gd' }: CheckFieldProps) {
  return (
    <div className={`${family}-check`}>
      <input id={id} type="checkbox" checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
