/**
 * A calculator's form kept across reloads: read back once the page has drawn (through the form's own
 * reader, so a damaged entry is ignored and the form starts afresh), then saved on every change. The
 * storage module is fetched after the first draw, apart from the page's first scripts.
 */
import { useEffect, useEffectEvent, useRef } from 'react';
import { keptJson } from '#src/lib/forms/keptForm.ts';
import type { SafeStorage } from '#src/lib/storage/safeStorage.ts';

/**
 * `value`: what to keep, or null while there is nothing whole to keep (it is then not saved). `read` may
 * fetch its reader first (a schema): it is called once, with the kept JSON, or null when none is kept.
 */
export function useKeptForm<F>(
  key: string,
  value: F | null,
  restore: (kept: F) => void,
  read: (json: unknown) => F | null | Promise<F | null>,
): void {
  /** Null until the kept value has been read: until then the defaults on screen must not overwrite it. */
  const storage = useRef<SafeStorage | null>(null);
  const readKept = useEffectEvent(async (text: string | null) => {
    const kept = await read(keptJson(text));
    if (kept) restore(kept);
  });
  useEffect(() => {
    let live = true;
    void import('../../shared/browserStorage.ts')
      .then(async ({ browserStorage }) => {
        const opened = browserStorage();
        if (live) await readKept(opened.get(key));
        if (live) storage.current = opened;
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [key]);
  const text = value === null ? null : JSON.stringify(value);
  useEffect(() => {
    if (text !== null) storage.current?.set(key, text);
  }, [key, text]);
}
