/**
 * A calculator's form as islands hold it: the whole form in one state, changed a field at a time. The
 * form's reading and rules live in the engine (src/lib/<system>/*Form.ts); this only keeps what was typed.
 */
import { useState } from 'react';

/** The setter of one field, for a form held in state here or in a parent (`onChange` with the whole form). */
export const fieldSetter =
  <F extends object>(form: F, onChange: (next: F) => void) =>
  <K extends keyof F>(key: K, value: F[K]) =>
    onChange({ ...form, [key]: value });

/** A form kept in this island's state: the form, `set` for one field, and `setForm` for a whole change. */
export function useForm<F extends object>(initial: F | (() => F)) {
  const [form, setForm] = useState<F>(initial);
  const set = <K extends keyof F>(key: K, value: F[K]) => setForm((f) => ({ ...f, [key]: value }));
  return { form, set, setForm };
}
