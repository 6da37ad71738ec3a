/**
 * Binds the rules-pack page's model (src/lib/tools/rulesPack/rulesPackModel.ts) to the browser and to
 * React: the kept pack's record in the browser's storage, the address's link, other tabs' choices through
 * the storage event. One model per page; each part selects the slice it draws.
 */
import { useEffect } from 'react';
import { readPackRecord } from '#src/lib/tools/rulesPack/packRecord.ts';
import type { PackRecord } from '#src/lib/tools/rulesPack/packRecordStore.ts';
import { RulesPackModel, type RulesPackState } from '#src/lib/tools/rulesPack/rulesPackModel.ts';
import { browserStorage, pageModel, webLocks } from '../../shared/pageModels.ts';
import { RULES_PACK_KEY } from '#src/lib/tools/rulesPack/rulesPackStorage.ts';
import { useSlice } from '../../shared/useSlice.ts';

let pageRecord: PackRecord | null = null;

/** This page's model; its record is opened when the model first reads it, once the island runs. */
export const rulesPackModel = (): RulesPackModel =>
  pageModel(
    RULES_PACK_KEY,
    () => new RulesPackModel(() => (pageRecord ??= readPackRecord(browserStorage(), undefined, undefined, webLocks()))),
  );

/** Reads what this browser uses and the link's pack once the island runs, and follows other tabs. */
export function useOpenRulesPack(): void {
  useEffect(() => {
    const model = rulesPackModel();
    // The link is read once: a reload after "Stop using it" must not bring its pack back.
    if (!model.getState().opened && model.open(location.hash)) history.replaceState(null, '', location.pathname + location.search);
    const onStorage = (e: StorageEvent) => model.storageChanged(e.key);
    window.addEventListener('storage', onStorage);
    // A choice still waiting for the lock when the page is left is saved at once, so leaving loses nothing.
    window.addEventListener('pagehide', model.saveQueued);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('pagehide', model.saveQueued);
    };
  }, []);
}

/** The slice of the page's state a part draws (`select` returns a part of the state as it is). */
export const useRulesPackState = <R>(select: (state: RulesPackState) => R): R => useSlice(rulesPackModel(), select);
