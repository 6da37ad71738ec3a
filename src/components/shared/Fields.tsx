/**
 * The form fields every island repeats: a labelled box (its error beside it), a labelled select, a check
 * box and a read-only link to copy. One markup, so every field has its label, 44 px target and error
 * wiring. Class names follow the island's family (calc- look-up calculators, gd- game day, gw- 1916,
 * lb- list builder); see controls.css.
 */
import type { ReactNode } from 'react';

type Family = 'gd' | 'calc' | 'gw' | 'lb';

/** The attributes that tie a field to the sentence saying what is wrong with it. */
export const errorWiring = (id: string, error: string | null | undefined) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});

interface FieldProps {
  id: string;
  label: ReactNode;
  /** The sentence saying what is wrong with the value, shown under the control and tied to it. */
  error?: string | null;
  family?: Family | undefined;
  /** Between the label and the control: a hint or a rule link. */
  hint?: ReactNode;
  /** Announce the error at once: for an error shown on submit rather than while typing. */
  announce?: boolean;
  children: ReactNode;
}

/** A labelled control with its error sentence under it. */
export function Field({ id, label, error, family = 'gd', hint, announce, children }: FieldProps) {
  return (
    <div className={`${family}-field`}>
      <label htmlFor={id}>{label}</label>
      {hint}
      {children}
      {error && (
        <p id={`${id}-error`} className={`${family}-error`} role={announce ? 'alert' : undefined}>
          {error}
        </p>
      )}
    </div>
  );
}

interface NumberFieldProps extends Omit<FieldProps, 'children'> {
  value: string;
  onChange: (text: string) => void;
  min?: number;
  max?: number;
  /** "text" where the value is typed as dice are read (a leading zero, 00 for a hundred). */
  type?: 'number' | 'text';
}

export function NumberField({ value, onChange, min, max, type = 'number', ...field }: NumberFieldProps) {
  const { id, error } = field;
  return (
    <Field {...field}>
      <input
        id={id}
        type={type}
        inputMode="numeric"
        min={min}
        max={max}
        autoComplete="off"
        value={value}
        {...errorWiring(id, error)}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}

/** A labelled line of text, such as a player's name. */
export function TextField({ value, onChange, maxLength = 100, ...field }: Omit<FieldProps, 'children'> & TextProps) {
  return (
    <Field {...field}>
      <input id={field.id} type="text" maxLength={maxLength} value={value} onChange={(e) => onChange(e.target.value)} />
    </Field>
  );
}

interface TextProps {
  value: string;
  onChange: (text: string) => void;
  maxLength?: number;
}

interface SelectFieldProps<T extends string | number> {
  id: string;
  label: ReactNode;
  value: T;
  options: readonly (readonly [T, string])[];
  onChange: (value: T) => void;
  family?: Family | undefined;
  /** The id of a hint elsewhere on the page that explains the choice. */
  describedBy?: string;
}

export function SelectField<T extends string | number>({ id, label, value, options, onChange, family, describedBy }: SelectFieldProps<T>) {
  return (
    <Field id={id} label={label} family={family}>
      <select
        id={id}
        value={value}
        aria-describedby={describedBy}
        onChange={(e) => onChange(options.find(([v]) => String(v) === e.target.value)?.[0] ?? value)}
      >
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** Years as a select's options. */
export const yearOptions = (years: readonly number[]) => years.map((y) => [y, String(y)] as const);

interface CheckFieldProps {
  id: string;
  label: ReactNode;
  value: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  family?: Family | undefined;
}

export function CheckField({ id, label, value, onChange, disabled, family = 'gd' }: CheckFieldProps) {
  return (
    <div className={`${family}-check`}>
      <input id={id} type="checkbox" checked={value} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** A link made for the user to copy: read-only, selected whole when focused. */
export function LinkField({ id, label, value, family }: { id: string; label: ReactNode; value: string; family?: Family }) {
  return (
    <Field id={id} label={label} family={family}>
      <input id={id} type="url" readOnly value={value} onFocus={(e) => e.currentTarget.select()} />
    </Field>
  );
}
