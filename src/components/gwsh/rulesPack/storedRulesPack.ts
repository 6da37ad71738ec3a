/**
 * The kept rules pack read through the pack's own reader (which brings the schemas): fetched by
 * useRulesPack only when this browser keeps a pack.
 */
import { gameUnderPack, packAlternatives, packObjectiveRule, packSummary, parseRulesPack } from '#src/lib/gwsh/rulesPack.ts';
import type { ActivePack } from './useRulesPack.ts';

/** The pack in the kept `text`, or null for a damaged entry (the pages then follow the site's readings). */
export function readStoredPack(text: string): ActivePack | null {
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
