/**
 * A calculator's form as islands hold it: the whole form in one state, changed a field at a time. The
 * form's reading and rules live in the engine (src/lib/<system>/*Form.ts); this only keeps what was typed.
 */
import { useId, useState } from 'react';

type Setter<F> = <K extends keyof F>(key: K, value: F[K]) => void;

/** The setter of one field, for a form held in state here or in a parent (`onChange` with the whole form). */
export const fieldSetter =
  <F extends object>(form: F, onChange: (next: F) => void): Setter<F> =>
  (key, value) =>
    onChange({ ...form, [key]: value });

/** The props that tie a field component to one key of the form: its id, its value and its setter. */
export const fieldBinder =
  <F extends object>(idPrefix: string, form: F, set: Setter<F>) =>
  <K extends keyof F & string>(key: K) => ({ id: `${idPrefix}-${key}`, value: form[key], onChange: (value: F[K]) => set(key, value) });

/** A form kept in this island's state: the form, `set` for one field, `setForm` for a whole change, `field` to bind a field. */
export function useForm<F extends object>(initial: F | (() => F)) {
  const id = useId();
  const [form, setForm] = useState<F>(initial);
  const set: Setter<F> = (key, value) => setForm((f) => ({ ...f, [key]: value }));
  return { id, form, set, setForm, field: fieldBinder(id, form, set) };
}
