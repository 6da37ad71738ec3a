/**
 * Moving focus to a field the next render draws (a new list's name, a new brigade): `focus(id)` asks, and
 * focus moves in a layout effect, in the same task as the keystroke that asked, so the next key already
 * lands in the new field. `drawn` is the list the page draws; `latest` the list on screen now, which the
 * page may still be drawing in the background (ListBuilder.tsx): focus waits until that list is drawn,
 * so it never lands in the field of the list being replaced.
 */
import { useLayoutEffect, useRef, useState } from 'react';

export function useFocusAfterDraw(drawn: { id: string }, latest: () => string) {
  const target = useRef<{ id: string; select?: boolean; list: string } | null>(null);
  // A request makes the next render happen even when nothing else changes.
  const [requests, setRequests] = useState(0);
  useLayoutEffect(() => {
    const wanted = target.current;
    if (!wanted || wanted.list !== drawn.id) return;
    target.current = null;
    const el = document.getElementById(wanted.id);
    // Scrolled by scrollIntoView, which keeps the field clear of the total bar (its scroll padding, totals.css)
    // in every engine; WebKit's own scroll on focus ignores that padding and leaves the field under the bar.
    el?.focus({ preventScroll: true });
    el?.scrollIntoView({ block: 'nearest' });
    if (wanted.select && el instanceof HTMLInputElement) el.select();
  }, [requests, drawn]);
  return (id: string, select = false) => {
    target.current = { id, select, list: latest() };
    setRequests((n) => n + 1);
  };
}
