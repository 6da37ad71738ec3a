/**
 * The victory points form kept across reloads: each complete game the form makes is saved in the browser,
 * and read back, through the game file's own reader, when the page opens again. What comes back from
 * storage is read like a file: a damaged entry is ignored and the form starts afresh.
 */
import { useEffect, useRef } from 'react';
import type { FormToGame, GameForm } from '../../lib/gwsh/game/gameForm.ts';
import { gameFormFromFile } from '../../lib/gwsh/game/gameForm.ts';
import { openStorage, type SafeStorage } from '../../lib/storage/safeStorage.ts';

const KEY = 'gwt:vp-game';

export function useKeptGame(made: FormToGame, restore: (form: GameForm) => void): void {
  const storage = useRef<SafeStorage | null>(null);
  /** Whether the kept game has been read back: until then the form's defaults must not overwrite it. */
  const read = useRef(false);
  // Read once, when the page opens: the form the page had first is the one a kept game replaces.
  const restoreFirst = useRef(restore);
  useEffect(() => {
    const opened = openStorage(() => window.localStorage);
    storage.current = opened;
    const text = opened.get(KEY);
    if (text === null) {
      read.current = true;
      return;
    }
    let live = true;
    // The game file's reader (and its schema) is fetched only when there is a kept game to read.
    import('../../lib/gwsh/game/gameFile.ts').then(
      ({ parseGameFile }) => {
        if (!live) return;
        read.current = true;
        const parsed = parseGameFile(text);
        if (parsed.ok) restoreFirst.current(gameFormFromFile(parsed.game));
      },
      () => {
        read.current = true;
      },
    );
    return () => {
      live = false;
    };
  }, []);
  const text = made.ok ? JSON.stringify(made.game) : null;
  useEffect(() => {
    if (read.current && text !== null) storage.current?.set(KEY, text);
  }, [text]);
}
