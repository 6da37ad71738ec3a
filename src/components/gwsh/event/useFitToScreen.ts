/** The hall's screen in full screen, made to fit (EventHall.tsx): its type's size, and the standings' places shown. */
import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/** The smallest the hall's type is made to fit the screen: 0.6 of its full size (2.3 % of the screen's height). */
const SMALLEST = 0.6;

/** How long the hall's screen shows a screenful of a large event's standings before it turns to the next. */
const TURN_MS = 10_000;

/**
 * Full screen, the hall's type is as large as lets everything fit the screen: its full size while the
 * round, the names and the standings fit, smaller (down to SMALLEST) for a larger event. Still too tall
 * at that size, the standings show as many places as fit and turn to the next places every TURN_MS, so
 * every place is on the screen within a few turns. Measured again whenever what it shows, or the screen's
 * size, changes. Returns the standings' places to show (all: undefined).
 */
export function useFitToScreen(
  target: RefObject<HTMLDivElement | null>,
  on: boolean,
  shown: unknown,
  event: unknown,
  places: number,
): { from: number; to: number } | undefined {
  const [perScreen, setPerScreen] = useState<number | null>(null);
  const [turn, setTurn] = useState(0);
  const [resized, setResized] = useState(0);
  useLayoutEffect(() => {
    const screen = target.current;
    if (!on || !screen) return;
    const fits = () => screen.scrollHeight <= screen.clientHeight;
    for (let scale = 1; scale >= SMALLEST - 1e-9; scale -= 0.05) {
      screen.style.setProperty('--ev-hall-scale', scale.toFixed(2));
      if (fits()) return;
    }
    // The lowest a row may reach: the screen's foot, within its padding.
    const bottom = screen.getBoundingClientRect().top + screen.clientHeight - parseFloat(getComputedStyle(screen).paddingBottom);
    const rows = [...screen.querySelectorAll('[data-testid="board-standings"] tbody tr.ev-tie-row')];
    if (perScreen !== null) {
      // A screenful measured a little generously (a longer tie-breaker line): one place fewer, while the
      // standings are what runs past the screen (a round of many tables is not helped by fewer places).
      const last = rows.at(-1);
      // A layout measured before paint can only be told to React by its state (no flash: it is drawn again at once).
      // eslint-disable-next-line react-hooks/set-state-in-effect
      if (perScreen > 1 && last && last.getBoundingClientRect().bottom > bottom) setPerScreen(perScreen - 1);
      return;
    }
    setPerScreen(Math.max(1, rows.filter((row) => row.getBoundingClientRect().bottom <= bottom).length));
  }, [target, on, shown, event, perScreen, resized]);
  useLayoutEffect(() => {
    const screen = target.current;
    if (!on || !screen) return;
    let first = true;
    const observer = new ResizeObserver(() => {
      if (first) return void (first = false);
      setPerScreen(null);
      setResized((n) => n + 1);
    });
    observer.observe(screen);
    return () => {
      observer.disconnect();
      screen.style.removeProperty('--ev-hall-scale');
      setPerScreen(null);
    };
  }, [target, on]);
  useEffect(() => {
    if (perScreen === null) return;
    const timer = setInterval(() => setTurn((n) => n + 1), TURN_MS);
    return () => clearInterval(timer);
  }, [perScreen]);
  if (!on || perScreen === null || places <= perScreen) return undefined;
  const from = (turn % Math.ceil(places / perScreen)) * perScreen;
  return { from, to: from + perScreen };
}
