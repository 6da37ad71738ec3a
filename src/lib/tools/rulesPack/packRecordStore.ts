/**
 * The kept pack's record (./rulesPackStorage.ts says what it holds and how a choice is saved), for the
 * pages that change the pack: the rules-pack page and the event page.
 */
import { RecordStore, type Locks, type Outcome } from '../../storage/recordStore.ts';

export type { Outcome };
import type { SafeStorage, StorageProblem } from '../../storage/safeStorage.ts';
import { newTabId } from '../../storage/revisions.ts';
import type { RulesPack } from '../../gwsh/rulesPack.ts';
import { RULES_PACK_KEY } from './rulesPackStorage.ts';

export type PackRecord = RecordStore<RulesPack | null>;

/**
 * The kept pack's record, read from storage with `read` (the pack's reader, ./packRecord.ts, where the
 * stored pack is shown; a page that only replaces it, with a pack it already holds checked, need not read
 * it: the record store reads a value only when another tab wrote since).
 */
export function openPackRecord(
  storage: SafeStorage,
  read: (json: unknown) => { ok: true; value: RulesPack | null } | { ok: false; message: string } = (json) => ({
    ok: true,
    value: json as RulesPack | null,
  }),
  tabId = newTabId(),
  now = Date.now,
  /** The browser's Web Locks, so two tabs' choices never interleave; null: saved in the task that chose. */
  locks: Locks | null = null,
): PackRecord {
  const store = new RecordStore<RulesPack | null>({ storage, key: RULES_PACK_KEY, tabId, now, initial: () => null, read, locks });
  store.open();
  return store;
}

/** Why a choice of pack was kept on the page only, in words. */
export const packNotStored = (problem: StorageProblem): string =>
  problem === 'full'
    ? 'this browser’s storage for the site is full, so other pages and tabs keep the pack they had'
    : 'this browser keeps nothing for the site (private browsing, or storage turned off), so other pages keep the site’s readings';
