/**
 * A calculator's form kept in the browser, one per tab (src/lib/storage/keptFormRecord.ts): read back once
 * the page has drawn (a tab with none of its own starts from the form kept last by any tab), then saved on
 * every change. The storage modules and the form's reader are fetched after the first draw.
 */
import { useEffect, useEffectEvent, useRef } from 'react';
import type { KeptForm } from '#src/lib/storage/keptFormRecord.ts';

/** Reads a kept form (untrusted JSON): the form, or null for one that does not fit. */
export type FormReader<F> = (json: unknown) => F | null;

/**
 * `value`: what to keep, or null while there is nothing whole to keep (it is then not saved). `restore`
 * shows the kept form. `reader` gives the form's reader (it may fetch it first: a schema).
 */
export function useKeptForm<F>(
  key: string,
  value: F | null,
  restore: (kept: F) => void,
  reader: () => FormReader<F> | Promise<FormReader<F>>,
): void {
  /** Null until the kept form has been read: until then the defaults on screen must not overwrite it. */
  const kept = useRef<{ record: KeptForm<F>; keep: (form: F) => void } | null>(null);
  const text = value === null ? null : JSON.stringify(value);
  const show = useEffectEvent((form: F) => restore(form));
  const save = useEffectEvent(() => {
    if (kept.current === null || value === null || text === JSON.stringify(kept.current.record.getState().value)) return;
    kept.current.keep(value);
  });
  useEffect(() => {
    let live = true;
    const modules = [
      import('../../shared/browserStorage.ts'),
      import('../../shared/sessionTab.ts'),
      import('#src/lib/storage/keptFormRecord.ts'),
    ] as const;
    void Promise.all([...modules, reader()])
      .then(([{ browserStorage }, { sessionTabId }, { keepForm, openTabForm }, read]) => {
        if (!live) return;
        const { record, form } = openTabForm(browserStorage(), key, read, sessionTabId());
        kept.current = { record, keep: (next) => keepForm(record, next) };
        // Nothing kept: what was typed while the storage module arrived is saved at once.
        if (form === null) save();
        else show(form);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      kept.current = null;
    };
    // The reader is read once for the key: a page gives the same one each draw.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  useEffect(() => save(), [key, text]);
}
