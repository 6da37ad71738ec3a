/**
 * The rules pack this browser uses, as the rules-pack page reads and keeps it: one record of the record
 * store (src/lib/tools/rulesPack/packRecordStore.ts). What it uses as the page opens, a pack from the link
 * offered, keeping one with the sentence that says so (or why not: another tab chose since, or storage
 * refused), and following another tab's choice.
 */
import { useEffect } from 'react';
import { isRulesPackFragment, packSummary, readRulesPackLink, samePack, type RulesPack } from '#src/lib/gwsh/rulesPack.ts';
import { readPackRecord } from '#src/lib/tools/rulesPack/packRecord.ts';
import { RULES_PACK_KEY } from '#src/lib/tools/rulesPack/rulesPackStorage.ts';
import { packNotStored, type PackRecord } from '#src/lib/tools/rulesPack/packRecordStore.ts';
import type { Outcome } from '#src/lib/storage/recordStore.ts';
import { browserStorage } from '../../shared/browserStorage.ts';

export type Status = { kind: 'ok' | 'error'; text: string } | null;

let pageRecord: PackRecord | null = null;
/** This page's record of the pack, opened on first use. */
const record = (): PackRecord => (pageRecord ??= readPackRecord(browserStorage()));

/** The pack this browser uses, as this page last read it (a damaged entry is none). */
export const keptPack = (): RulesPack | null => record().getState().value;

export const usesWords = (pack: RulesPack | null) =>
  pack
    ? `This browser now uses ${packSummary(pack).name}’s rules pack.`
    : 'This browser now uses no rules pack: the site’s readings apply.';

/**
 * Keeps `pack` as the one this browser uses (null: none) and says so with `text`; or says why not, with
 * `refused` first ("Not changed", "Not undone"): another tab chose a pack since this page last read one
 * (its choice stands and is shown), or storage refused.
 */
export function keep(pack: RulesPack | null, text: string, refused = 'Not changed'): Status {
  let outcome: Outcome | null = null;
  record().change(
    () => ({ ok: true, value: pack }),
    { merge: false },
    (o) => (outcome = o),
  );
  const done = outcome as Outcome | null;
  if (done?.kind === 'stale')
    return {
      kind: 'error',
      text: `${refused}: another tab has chosen the rules pack since, and this would replace its choice. ${usesWords(keptPack())}`,
    };
  if (done?.kind === 'not-stored')
    return {
      kind: 'error',
      text: `${refused}: ${packNotStored(done.problem)}.`,
    };
  return { kind: 'ok', text };
}

export const inUse = (pack: RulesPack, how: string, refused?: string) =>
  keep(pack, `${how} This browser now checks lists and scores games with ${packSummary(pack).name}’s rules pack.`, refused);

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
    const store = record();
    let seen = store.getState().stamp;
    const onStorage = (e: StorageEvent) => {
      if (e.key !== RULES_PACK_KEY && e.key !== null) return;
      store.storageChanged(e.key);
      const now = store.getState();
      if (now.stamp === seen) return;
      seen = now.stamp;
      changed(now.value);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  });
}
