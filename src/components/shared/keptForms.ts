/**
 * The calculators' kept forms (src/lib/storage/keptFormRecord.ts) with this browser's storage: one per tab,
 * the tab named in its session storage. Fetched by the first page that keeps a form, not in its first load.
 */
import { openStorage } from '#src/lib/storage/safeStorage.ts';
import { newTabId } from '#src/lib/storage/revisions.ts';
import { keepForm, openTabForm, type KeptForm } from '#src/lib/storage/keptFormRecord.ts';
import { storageKeys } from '#src/lib/site/storageKeys.ts';
import { browserStorage } from './pageModels.ts';

export type { KeptForm };

let tab: string | null = null;

/** This tab's name for as long as the tab lives (the tab's session storage outlives a reload, not the tab). */
function sessionTabId(): string {
  if (tab !== null) return tab;
  const session = openStorage(() => window.sessionStorage);
  const kept = session.get(storageKeys.tab);
  tab = kept !== null && /^[\w-]{1,32}$/.test(kept) ? kept : newTabId();
  if (kept !== tab) session.set(storageKeys.tab, tab);
  return tab;
}

/** This tab's kept form of a page: its record, the form to show (the tab's own, else the one kept last by any tab), and how to keep a new one. */
export function openKeptForm<F>(
  page: string,
  read: (json: unknown) => F | null,
): { record: KeptForm<F>; form: F | null; keep: (form: F) => void } {
  const { record, form } = openTabForm(browserStorage(), page, read, sessionTabId());
  return { record, form, keep: (next) => keepForm(record, next) };
}
