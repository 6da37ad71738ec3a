/**
 * A form a page keeps in the browser, one record (./recordStore.ts) per tab: each tab keeps its own form,
 * so two tabs of one calculator (two games scored side by side) never save over each other, and a reload
 * brings the tab's form back. A tab with no form of its own starts from the one kept most recently by any
 * tab. A browser keeps the KEPT_FORMS_PER_PAGE most recently changed forms of a page. It knows nothing of
 * what a form holds: the page gives its reader.
 */
import { RecordStore, storedRecordOf, type Change } from './recordStore.ts';
import type { SafeStorage } from './safeStorage.ts';

export type KeptForm<F> = RecordStore<F | null>;

/** How many kept forms of one page a browser keeps (one per tab, the most recently changed). */
export const KEPT_FORMS_PER_PAGE = 8;

/** The entry of one tab's form of a page: the page's key and the tab's name. */
export const keptFormKey = (page: string, tab: string): string => `${page}:${tab}`;

const UNREADABLE = '.unreadable';

/** Opens `tab`'s kept form of `page`; `read` gives the form, or null for one that does not fit (set aside, never lost). */
export function openKeptForm<F>(
  storage: SafeStorage,
  page: string,
  read: (json: unknown) => F | null,
  tab: string,
  now = Date.now,
): KeptForm<F> {
  const store = new RecordStore<F | null>({
    storage,
    key: keptFormKey(page, tab),
    tabId: tab,
    now,
    initial: () => null,
    read: (json) => {
      const form = read(json);
      return form === null ? { ok: false, message: 'it is not a form this page can read' } : { ok: true, value: form };
    },
  });
  store.open();
  return store;
}

/** Every kept form of `page`, the most recently changed first (one kept under the bare key, before forms were kept per tab, last). */
function keptForms(storage: SafeStorage, page: string): { key: string; updated: number; value: unknown }[] {
  return [page, ...storage.keys(`${page}:`)]
    .filter((key) => !key.endsWith(UNREADABLE))
    .flatMap((key) => {
      const text = storage.get(key);
      if (text === null) return [];
      const { stamp, value } = storedRecordOf(text);
      return [{ key, updated: stamp.updated, value }];
    })
    .sort((a, b) => b.updated - a.updated);
}

/** The form a tab with none of its own starts from: the one kept most recently by any tab that `read` reads, or null. */
export function latestKeptForm<F>(storage: SafeStorage, page: string, read: (json: unknown) => F | null): F | null {
  for (const { value } of keptForms(storage, page)) {
    const form = read(value);
    if (form !== null) return form;
  }
  return null;
}

/** Removes all but the KEPT_FORMS_PER_PAGE most recently changed forms of `page` (never `keep`'s, nor any set aside as unreadable). */
export function pruneKeptForms(storage: SafeStorage, page: string, keep: string): void {
  const old = keptForms(storage, page).filter((f) => f.key !== keptFormKey(page, keep));
  for (const { key } of old.slice(KEPT_FORMS_PER_PAGE - 1)) storage.remove(key);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The change from `before` to `after` as the top-level fields that differ: applied to another version of the
 * same tab's form (a tab duplicated with its session) it keeps that version's other fields. A form that is
 * not an object, or that had none before, is replaced whole.
 */
export function formChange<F>(before: F | null, after: F): Change<F | null> {
  if (!isRecord(before) || !isRecord(after)) return () => ({ ok: true, value: after });
  const changed = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  const gone = Object.keys(before).filter((k) => !Object.hasOwn(after, k));
  return (current) => {
    if (!isRecord(current)) return { ok: true, value: after };
    const next: Record<string, unknown> = { ...current };
    for (const k of changed) next[k] = after[k];
    for (const k of gone) delete next[k];
    return { ok: true, value: next as F };
  };
}

/**
 * Opens `tab`'s form of `page` once the page's oldest forms are pruned, with the form the page shows: the
 * tab's own, else the one kept last by any tab; null when there is none.
 */
export function openTabForm<F>(
  storage: SafeStorage,
  page: string,
  read: (json: unknown) => F | null,
  tab: string,
): { record: KeptForm<F>; form: F | null } {
  const record = openKeptForm(storage, page, read, tab);
  pruneKeptForms(storage, page, tab);
  return { record, form: record.getState().value ?? latestKeptForm(storage, page, read) };
}

/** Saves `form` as the change from the form the record holds. */
export const keepForm = <F>(record: KeptForm<F>, form: F): void =>
  record.change(formChange(record.getState().value, form), { merge: true });
