/**
 * A calculator's form kept in the browser, one per tab (src/lib/storage/keptFormRecord.ts): read back once
 * the storage modules arrive (a tab with none of its own starts from the form kept last by any tab), then
 * saved on every change and when the page is left. The storage modules and the form's reader are fetched
 * beside the island, not in its first load; a form typed before they arrive is what is kept, never replaced
 * by an older kept one.
 */
import { useEffect, useEffectEvent, useRef } from 'react';
import type { KeptForm } from '../../shared/keptForms.ts';

/** Reads a kept form (untrusted JSON): the form, or null for one that does not fit. */
export type FormReader<F> = (json: unknown) => F | null;

/** The kept forms with this browser's storage, asked for when a page with a kept form first uses one. */
const loadStorage = () => import('../../shared/keptForms.ts');

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
  /** The form as first drawn: a different one before the kept form is read was typed by the player. */
  const drawn = useRef(text);
  const show = useEffectEvent((form: F) => restore(form));
  const save = useEffectEvent(() => {
    if (kept.current === null || value === null || text === JSON.stringify(kept.current.record.getState().value)) return;
    kept.current.keep(value);
  });
  const typedMeanwhile = useEffectEvent(() => text !== drawn.current);
  useEffect(() => {
    let live = true;
    drawn.current = text;
    void Promise.all([loadStorage(), reader()])
      .then(([{ openKeptForm }, read]) => {
        if (!live) return;
        const { record, form, keep } = openKeptForm(key, read);
        kept.current = { record, keep };
        // Typed while the storage modules arrived, or nothing kept: what is on screen is saved at once.
        if (form === null || typedMeanwhile()) save();
        else show(form);
      })
      .catch(() => undefined);
    // Leaving the page (or the tab going to the background, the last sure moment on a phone) saves what is
    // on screen, even a change made in the same moment.
    const leave = () => save();
    addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', leave);
    return () => {
      live = false;
      kept.current = null;
      removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', leave);
    };
    // The reader is read once for the key: a page gives the same one each draw.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  useEffect(() => save(), [key, text]);
}
