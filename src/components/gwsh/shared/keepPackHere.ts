/** The kept rules pack chosen from a page other than the rules-pack page (the event page takes the event's). */
import type { RulesPack } from '#src/lib/gwsh/rulesPack.ts';
import type { Outcome } from '#src/lib/tools/rulesPack/packRecordStore.ts';
import { openPackRecord } from '#src/lib/tools/rulesPack/packRecordStore.ts';
import { RULES_PACK_KEY } from '#src/lib/tools/rulesPack/rulesPackStorage.ts';
import { browserStorage, pageModel, webLocks } from '../../shared/pageModels.ts';

/**
 * Makes `pack` the one this browser uses (null: none), from a page other than the rules-pack page (the
 * event page takes the event's): a whole replacement of the kept pack's record, under the lock every tab
 * takes for it; `settle` is told what became of it, and this page's packs follow.
 */
export function keepPackHere(pack: RulesPack | null, settle: (outcome: Outcome) => void): void {
  const record = pageModel(RULES_PACK_KEY, () => {
    const made = openPackRecord(browserStorage(), undefined, undefined, undefined, webLocks());
    // A choice still waiting for the lock when the page is left is saved at once, so leaving loses nothing.
    addEventListener('pagehide', made.saveQueued);
    return made;
  });
  // The press is made on the pack this page shows, which follows other tabs: the record catches up first.
  record.storageChanged(RULES_PACK_KEY);
  record.change(
    () => ({ ok: true, value: pack }),
    { merge: false },
    (outcome) => {
      settle(outcome);
      // useRulesPack listens for other tabs' changes; this tab's own is announced the same way.
      window.dispatchEvent(new StorageEvent('storage', { key: RULES_PACK_KEY }));
    },
  );
}
