/**
 * The rules pack this browser uses, as the rules-pack page reads and keeps it (the entry is
 * src/lib/tools/rulesPack/rulesPackStorage.ts): what it uses as the page opens, a pack from the link
 * offered, keeping one with the sentence that says so, and following another tab's choice.
 */
import { useEffect } from 'react';
import { isRulesPackFragment, packSummary, parseRulesPack, readRulesPackLink, samePack, type RulesPack } from '#src/lib/gwsh/rulesPack.ts';
import { RULES_PACK_KEY, storedPackText, storePack } from '#src/lib/tools/rulesPack/rulesPackStorage.ts';
import { browserStorage } from '../../shared/browserStorage.ts';

export type Status = { kind: 'ok' | 'error'; text: string } | null;

/** Stores `pack` as the one this browser uses (null: none), and says so, or why it could not be kept. */
export function keep(pack: RulesPack | null, text: string): Status {
  const saved = storePack(browserStorage(), pack);
  return saved.ok ? { kind: 'ok', text } : { kind: 'error', text: saved.message };
}

export const inUse = (pack: RulesPack, how: string) =>
  keep(pack, `${how} This browser now checks lists and scores games with ${packSummary(pack).name}’s rules pack.`);

/** The pack this browser uses (a damaged entry is none). */
export function keptPack(): RulesPack | null {
  const stored = storedPackText(browserStorage());
  const parsed = stored === null ? null : parseRulesPack(stored);
  return parsed?.ok ? parsed.pack : null;
}

export const usesWords = (pack: RulesPack | null) =>
  pack
    ? `This browser now uses ${packSummary(pack).name}’s rules pack.`
    : 'This browser now uses no rules pack: the site’s readings apply.';

/**
 * What this browser uses as the page opens, and a pack from the link, offered: it replaces nothing until
 * the player says so (an organiser opening a player's link keeps the event's pack).
 */
export function opening(): { active: RulesPack | null; offer: RulesPack | null; status: Status } {
  const current = keptPack();
  if (!isRulesPackFragment(location.hash)) return { active: current, offer: null, status: null };
  const fromLink = readRulesPackLink(location.hash);
  if (!fromLink.ok)
    return { active: current, offer: null, status: { kind: 'error', text: `${fromLink.message} The rules pack in use has not changed.` } };
  if (current && samePack(current, fromLink.pack))
    return {
      active: current,
      offer: null,
      status: { kind: 'ok', text: `This browser already uses ${packSummary(current).name}’s rules pack.` },
    };
  return { active: current, offer: fromLink.pack, status: null };
}

/** Calls `changed` with the pack another tab has just chosen (null: it stopped using one). */
export function useOtherTabsPack(changed: (current: RulesPack | null) => void): void {
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === RULES_PACK_KEY || e.key === null) changed(keptPack());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  });
}
