/**
 * The event's rules pack as the pages apply it (9.0: the organiser's choices): the readings it takes the
 * other way, the aircraft maximum it fixes (10.4), and how a list is costed and a game scored under it.
 * Light on purpose: a page imports this at once, while the pack's reader (rulesPack.ts, with the schemas)
 * is fetched only when a browser keeps a pack (activePack there).
 */
import { NO_ALTERNATIVES, type Alternatives } from '../reading.ts';
import type { CostOptions } from './list/costList.ts';
import type { PackSummary, RulesPack } from './rulesPack.ts';
import type { GameFile, ObjectiveRule } from './game/gameFile.ts';

export interface ActivePack {
  pack: RulesPack;
  alternatives: Alternatives;
  summary: PackSummary;
  /** The pack's choice for the +2 objective line (7.0); null where it leaves it to the game. */
  objectiveRule: ObjectiveRule | null;
  /** A game as scored under the pack (gameUnderPack). */
  game: (game: GameFile) => GameFile;
}

/** The readings whose alternative the pack takes. */
export function packAlternatives(pack: RulesPack | null): Alternatives {
  return new Set(Object.entries(pack?.readings ?? {}).flatMap(([id, choice]) => (choice === 'alternative' ? [id] : [])));
}

/** The aircraft maximum in force: the event's where its pack fixes one, else the one given with the list or on the page. */
export const maxAircraftUnder = (active: ActivePack | null, own: number | null): number | null => active?.pack.maxAircraft ?? own;

/** How a list is costed under the pack: its readings, and the aircraft maximum in force. */
export const costOptionsUnder = (active: ActivePack | null, maxAircraft: number | null): CostOptions => ({
  maxAircraft: maxAircraftUnder(active, maxAircraft),
  alternatives: active?.alternatives ?? NO_ALTERNATIVES,
});
