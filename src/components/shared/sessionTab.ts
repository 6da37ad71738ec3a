/** This tab's name, kept in the tab's session storage: the kept forms of a tab are its own (src/lib/storage/keptFormRecord.ts). */
import { openStorage } from '../../lib/storage/safeStorage.ts';
import { newTabId } from '../../lib/storage/revisions.ts';
import { storageKeys } from '../../lib/site/storageKeys.ts';

let tab: string | null = null;

/** This tab's name for as long as the tab lives (the tab's session storage outlives a reload, not the tab). */
export function sessionTabId(): string {
  if (tab !== null) return tab;
  const session = openStorage(() => window.sessionStorage);
  const kept = session.get(storageKeys.tab);
  tab = kept !== null && /^[\w-]{1,32}$/.test(kept) ? kept : newTabId();
  if (kept !== tab) session.set(storageKeys.tab, tab);
  return tab;
}
