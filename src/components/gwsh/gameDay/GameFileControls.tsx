/** Import and export of the game file (`gwsh-game`, docs/formats.md). A bad file leaves the form as it was. */
import { useState } from 'react';
import type { GameFile } from '#src/lib/gwsh/game/gameFile.ts';
import { gameFileText } from '#src/lib/gwsh/game/gameForm.ts';
import { downloadText } from '../../shared/download.ts';
import { readPickedFile } from '../../shared/files.ts';

export function GameFileControls({ game, onImport }: { game: GameFile | null; onImport: (game: GameFile) => void }) {
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const pick = async (input: HTMLInputElement) => {
    const name = input.files?.[0]?.name ?? 'the file';
    const read = await readPickedFile(input);
    if (!read) return;
    if ('error' in read) return setMessage({ text: read.error, error: true });
    // The file's reader (and its schema) is fetched with the first file.
    const parsed = (await import('#src/lib/gwsh/game/gameFile.ts')).parseGameFile(read.text);
    if (!parsed.ok) return setMessage({ text: `${name} was not imported: ${parsed.message}.`, error: true });
    onImport(parsed.game);
    setMessage({ text: `${name} imported.`, error: false });
  };
  return (
    <div className="gd-noprint">
      <div className="gd-actions">
        <button
          type="button"
          className="gd-secondary"
          disabled={!game}
          onClick={() => game && downloadText('gwsh-game.json', gameFileText(game), 'application/json')}
        >
          Export game file
        </button>
        <label className="gd-file">
          Import game file
          <input type="file" accept=".json,application/json" onChange={(e) => void pick(e.currentTarget)} data-testid="game-file-input" />
        </label>
      </div>
      <p role="status" className={message?.error ? 'gd-error' : 'gd-hint'} data-testid="game-file-status">
        {message?.text}
      </p>
    </div>
  );
}
