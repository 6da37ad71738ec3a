/** The rules pack a browser uses, as one record of the record store (src/lib/tools/rulesPack/packRecord.ts). */
import { describe, expect, it } from 'vitest';
import { activePackOf, readPackRecord } from '#src/lib/tools/rulesPack/packRecord.ts';
import { RULES_PACK_KEY, storedPackText } from '#src/lib/tools/rulesPack/rulesPackStorage.ts';
import { memoryStorage, openStorage, type StorageLike } from '#src/lib/storage/safeStorage.ts';
import type { Outcome } from '#src/lib/storage/recordStore.ts';

const cup = { format: 'gwsh-rules-pack', version: 1, name: 'Club cup', maxAircraft: 2 } as const;
const open = { format: 'gwsh-rules-pack', version: 1, name: 'Open' } as const;
const tab = (shared: StorageLike, id: string) =>
  readPackRecord(
    openStorage(() => shared),
    id,
    () => 5000,
  );
const use = (store: ReturnType<typeof tab>, pack: typeof cup | typeof open | null): Outcome | null => {
  let outcome: Outcome | null = null;
  store.change(
    () => ({ ok: true, value: pack }),
    { merge: false },
    (o) => (outcome = o),
  );
  return outcome;
};

describe('the rules pack a browser uses', () => {
  it('is kept as a record whose value is the pack, and stopped by keeping none; the pages read it from the text', () => {
    const shared = memoryStorage();
    const a = tab(shared, 'a');
    expect(storedPackText(openStorage(() => shared))).toBeNull();
    expect(use(a, cup)).toEqual({ kind: 'saved' });
    const text = shared.getItem(RULES_PACK_KEY)!;
    expect(JSON.parse(text)).toMatchObject({ format: 'gwt-record', rev: 1, writer: 'a', value: cup });
    expect(activePackOf(text)?.summary.name).toBe('Club cup');
    expect(activePackOf(text)?.pack.maxAircraft).toBe(2);
    expect(use(a, null)).toEqual({ kind: 'saved' });
    expect(activePackOf(shared.getItem(RULES_PACK_KEY)!)).toBeNull();
  });

  it('still reads a pack kept before packs were records (its bare text), and a damaged entry as none', () => {
    const shared = memoryStorage();
    shared.setItem(RULES_PACK_KEY, JSON.stringify(cup));
    expect(tab(shared, 'a').getState().value).toEqual(cup);
    expect(activePackOf(JSON.stringify(cup))?.summary.name).toBe('Club cup');
    expect(activePackOf('{"format":"gwsh-rules-pack"')).toBeNull();
  });

  it('never replaces a pack another tab chose since this one last read: its choice (or Undo) is refused as stale', () => {
    const shared = memoryStorage();
    const a = tab(shared, 'a');
    const b = tab(shared, 'b');
    expect(use(a, cup)).toEqual({ kind: 'saved' });
    // b has not heard of a's choice: its Undo back to none is not saved, and b now shows a's pack.
    expect(use(b, null)).toEqual({ kind: 'stale' });
    expect(b.getState().value).toEqual(cup);
    expect(JSON.parse(shared.getItem(RULES_PACK_KEY)!)).toMatchObject({ writer: 'a', value: cup });
    // Having seen it, b may choose again; a follows through the storage event.
    expect(use(b, open)).toEqual({ kind: 'saved' });
    a.storageChanged(RULES_PACK_KEY);
    expect(a.getState().value).toEqual(open);
  });
});
