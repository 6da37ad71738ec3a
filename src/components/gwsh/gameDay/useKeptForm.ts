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
  const text = value === null ? null : JSON.stringify(value);
  const readKept = useEffectEvent(async (opened: SafeStorage) => {
    const kept = await read(keptJson(opened.get(key)));
    if (kept) restore(kept);
    return kept !== null;
  });
  // Nothing kept: what was typed while the storage module arrived is saved at once, not at the next change.
  const saveTyped = useEffectEvent((opened: SafeStorage) => {
    if (text !== null) opened.set(key, text);
  });
  useEffect(() => {
    let live = true;
    void import('../../shared/browserStorage.ts')
      .then(async ({ browserStorage }) => {
        const opened = browserStorage();
        const restored = live && (await readKept(opened));
        if (!live) return;
        storage.current = opened;
        if (!restored) saveTyped(opened);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [key]);
  useEffect(() => {
    if (text !== null) storage.current?.set(key, text);
  }, [key, text]);
}
