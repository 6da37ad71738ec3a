/** Small builders for game files, so each worked example shows only what it is about. */
import type { GameFile } from '#src/lib/gwsh/game/victoryPoints.ts';

type Player = GameFile['players'][number];

/** A player who claims nothing. */
export const player = (fields: Partial<Player> = {}): Player => ({
  name: 'P',
  role: null,
  objectivesHeld: 0,
  exitedBrigade: false,
  enemyBrigadesTested: { green: 0, greenSecondTest: 0, regularOrBetter: 0 },
  optionA: false,
  optionB: false,
  reserveBrigadeKept: false,
  ...fields,
});

/** A mutual encounter without entrenched lines, unless the fields say otherwise. */
export const game = (fields: Partial<GameFile> & Pick<GameFile, 'players'>): GameFile => ({
  format: 'gwsh-game',
  version: 1,
  scenario: 'mutual-encounter',
  entrenchedLines: false,
  ...fields,
});
