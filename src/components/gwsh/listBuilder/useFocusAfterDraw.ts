/**
 * Moving focus to a field the next render draws (a new list's name, a new brigade): `focus(id)` asks, and
 * focus moves in a layout effect, in the same task as the keystroke that asked, so the next key already
 * lands in the new field. `drawn` is what that render changes (the list on screen).
 */
import { useLayoutEffect, useRef, useState } from 'react';

export function useFocusAfterDraw(drawn: unknown) {
  const target = useRef<{ id: string; select?: boolean } | null>(null);
  // A request makes the next render happen even when nothing else changes.
  const [requests, setRequests] = useState(0);
  useLayoutEffect(() => {
    const wanted = target.current;
    if (!wanted) return;
    target.current = null;
    const el = document.getElementById(wanted.id);
    el?.focus();
    if (wanted.select && el instanceof HTMLInputElement) el.select();
  }, [requests, drawn]);
  return (id: string, select = false) => {
    target.current = { id, select };
    setRequests((n) => n + 1);
  };
}
