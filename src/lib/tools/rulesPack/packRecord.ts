/**
 * The rules pack this browser uses, read with the pack's own reader (it brings the schemas, so it is
 * fetched only where a pack is kept or chosen): the record (./rulesPackStorage.ts) as the rules-pack page
 * shows it, and the stored text as the pages apply it.
 */
import { recordValueOf, type Locks } from '../../storage/recordStore.ts';
import type { SafeStorage } from '../../storage/safeStorage.ts';
import { activePack, parseRulesPack } from '../../gwsh/rulesPack.ts';
import type { ActivePack } from '../../gwsh/packInForce.ts';
import { openPackRecord, type PackRecord } from './packRecordStore.ts';

/** The kept pack's record, its value read by the pack's reader (a damaged entry is set aside, and none is used). */
export const readPackRecord = (storage: SafeStorage, tabId?: string, now?: () => number, locks: Locks | null = null): PackRecord =>
  openPackRecord(
    storage,
    (json) => {
      if (json === null) return { ok: true, value: null };
      const parsed = parseRulesPack(json);
      return parsed.ok ? { ok: true, value: parsed.pack } : parsed;
    },
    tabId,
    now,
    locks,
  );

/** The pack the stored text holds, as the pages apply it; null for none or a damaged one. */
export function activePackOf(text: string): ActivePack | null {
  const value = recordValueOf(text);
  return value === null ? null : activePack(value);
}
