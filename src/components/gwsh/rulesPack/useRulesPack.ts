/**
 * The event rules pack this browser uses, for the pages that check lists or score games under it. It is
 * read after the page has drawn: storage first, and the pack's reader (storedRulesPack.ts, which brings
 * the schemas) only when a pack is kept, so a browser without one never fetches or runs it. Another tab
 * changing the pack (the rules-pack page) updates this one.
 */
import { createContext, useEffect, useRef, useState } from 'react';
import { NO_ALTERNATIVES, type Alternatives } from '#src/lib/reading.ts';
import type { CostOptions } from '#src/lib/gwsh/list/costList.ts';
import type { PackSummary, RulesPack } from '#src/lib/gwsh/rulesPack.ts';
import type { GameFile, ObjectiveRule } from '#src/lib/gwsh/game/gameFile.ts';
import { RULES_PACK_KEY, storedPackText } from '#src/lib/storage/rulesPackStorage.ts';

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

/** The aircraft maximum in force: the event's where its pack fixes one, else the one given with the list or on the page. */
export const maxAircraftUnder = (active: ActivePack | null, own: number | null): number | null => active?.pack.maxAircraft ?? own;

/** How a list is costed under the pack: its readings, and the aircraft maximum in force. */
export const costOptionsUnder = (active: ActivePack | null, maxAircraft: number | null): CostOptions => ({
  maxAircraft: maxAircraftUnder(active, maxAircraft),
  alternatives: active?.alternatives ?? NO_ALTERNATIVES,
});

export function useRulesPack(): ActivePack | null {
  const [active, setActive] = useState<ActivePack | null>(null);
  /** The text last read: a storage event that leaves it as it was changes nothing (and costs nothing again). */
  const last = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    const load = async () => {
      const { browserStorage } = await import('../../shared/browserStorage.ts');
      const text = storedPackText(browserStorage());
      if (!live || text === last.current) return;
      last.current = text;
      const pack = text === null ? null : (await import('./storedRulesPack.ts')).readStoredPack(text);
      if (live) setActive(pack);
    };
    const reload = () => void load().catch(() => undefined);
    reload();
    // Another tab (the rules-pack page) may start, change or stop the pack; other keys (a saved list, the
    // storage probe every page writes when it opens storage) are none of this hook's business.
    const onStorage = (e: StorageEvent) => {
      if (e.key === RULES_PACK_KEY || e.key === null) reload();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      live = false;
      window.removeEventListener('storage', onStorage);
    };
  }, []);
  return active;
}
