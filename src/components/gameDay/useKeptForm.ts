/**
 * A calculator's form kept across reloads: read back once the page has drawn (through the form's own
 * reader, so a damaged entry is ignored and the form starts afresh), then saved on every change. The
 * storage module is fetched after the first draw, apart from the page's first scripts.
 */
import { useEffect, useEffectEvent, useRef } from 'react';
import { keptJson } from '../../lib/forms/keptForm.ts';
import type { SafeStorage } from '../../lib/storage/safeStorage.ts';

export function useKeptForm<F>(key: string, form: F, restore: (form: F) => void, read: (json: unknown) => F | null): void {
  /** Null until the kept form has been read: until then the defaults on screen must not overwrite it. */
  const storage = useRef<SafeStorage | null>(null);
  const restoreKept = useEffectEvent((text: string | null) => {
    const kept = read(keptJson(text));
    if (kept) restore(kept);
  });
  useEffect(() => {
    let live = true;
    void import('../../lib/storage/safeStorage.ts').then(({ openStorage }) => {
      if (!live) return;
      const opened = openStorage(() => window.localStorage);
      restoreKept(opened.get(key));
      storage.current = opened;
    });
    return () => {
      live = false;
    };
  }, [key]);
  const text = JSON.stringify(form);
  useEffect(() => {
    storage.current?.set(key, text);
  }, [key, text]);
}
