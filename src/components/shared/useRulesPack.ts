/**
 * The event rules pack this browser uses, for the pages that check lists or score games under it. The
 * pack's reader is fetched only when a pack is stored, so a page without one loads nothing more; another
 * tab changing the pack (the rules-pack page) updates this one.
 */
import { createContext, useEffect, useState } from 'react';
import { NO_ALTERNATIVES, type Alternatives } from '../../lib/reading.ts';
import type { CostOptions } from '../../lib/gwsh/list/costList.ts';
import type { PackSummary, RulesPack } from '../../lib/gwsh/rulesPack.ts';
import type { GameFile, ObjectiveRule } from '../../lib/gwsh/game/gameFile.ts';
import { openStorage } from '../../lib/storage/safeStorage.ts';
import { RULES_PACK_KEY, storedPackText } from '../../lib/storage/rulesPackStorage.ts';

export interface ActivePack {
  pack: RulesPack;
  alternatives: Alternatives;
  summary: PackSummary;
  /** The pack's choice for the +2 objective line (7.0); null where it leaves it to the game. */
  objectiveRule: ObjectiveRule | null;
  /** A game as scored under the pack (gameUnderPack). */
  game: (game: GameFile) => GameFile;
}

/** The pack for the parts deep in an island (the print copy, the roster text) that cost lists again. */
export const RulesPackContext = createContext<ActivePack | null>(null);

/** How a list is costed under the pack: its readings, and its aircraft maximum where it fixes one (else the list's own). */
export const costOptionsUnder = (active: ActivePack | null, maxAircraft: number | null): CostOptions => ({
  maxAircraft: active?.pack.maxAircraft ?? maxAircraft,
  alternatives: active?.alternatives ?? NO_ALTERNATIVES,
});

async function readPack(text: string | null): Promise<ActivePack | null> {
  if (text === null) return null;
  const { gameUnderPack, packAlternatives, packObjectiveRule, packSummary, parseRulesPack } = await import('../../lib/gwsh/rulesPack.ts');
  const parsed = parseRulesPack(text);
  if (!parsed.ok) return null;
  const pack = parsed.pack;
  return {
    pack,
    alternatives: packAlternatives(pack),
    summary: packSummary(pack),
    objectiveRule: packObjectiveRule(pack),
    game: (game) => gameUnderPack(game, pack),
  };
}

export function useRulesPack(): ActivePack | null {
  const [active, setActive] = useState<ActivePack | null>(null);
  useEffect(() => {
    let live = true;
    const load = () =>
      readPack(storedPackText(openStorage(() => window.localStorage))).then(
        (pack) => live && setActive(pack),
        () => live && setActive(null),
      );
    void load();
    const onStorage = (e: StorageEvent) => {
      if (e.key === RULES_PACK_KEY || e.key === null) void load();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      live = false;
      window.removeEventListener('storage', onStorage);
    };
  }, []);
  return active;
}
