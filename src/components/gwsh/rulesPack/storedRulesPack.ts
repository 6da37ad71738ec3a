/**
 * The rules pack this browser uses, read from storage through the pack's own reader: fetched by
 * useRulesPack only once a page has drawn, as one module, so a page without a pack pays for one request.
 */
import { gameUnderPack, packAlternatives, packObjectiveRule, packSummary, parseRulesPack } from '../../../lib/gwsh/rulesPack.ts';
import { browserStorage } from '../../shared/browserStorage.ts';
import { storedPackText } from '../../../lib/storage/rulesPackStorage.ts';
import type { ActivePack } from './useRulesPack.ts';

export const storedRulesPack = {
  text: (): string | null => storedPackText(browserStorage()),
  /** The pack in `text`, or null for none or a damaged entry (the pages then follow the site's readings). */
  read(text: string | null): ActivePack | null {
    const parsed = text === null ? null : parseRulesPack(text);
    if (!parsed?.ok) return null;
    const pack = parsed.pack;
    return {
      pack,
      alternatives: packAlternatives(pack),
      summary: packSummary(pack),
      objectiveRule: packObjectiveRule(pack),
      game: (game) => gameUnderPack(game, pack),
    };
  },
};
