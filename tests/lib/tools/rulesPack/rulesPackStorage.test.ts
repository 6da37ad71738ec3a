import { describe, expect, it } from 'vitest';
import { RULES_PACK_KEY, storedPackIs, storedPackText, storePack } from '#src/lib/tools/rulesPack/rulesPackStorage.ts';
import { memoryStorage, openStorage } from '#src/lib/storage/safeStorage.ts';

describe('the rules pack a browser uses', () => {
  it('is kept as the pack file’s text under one key, and stopped by storing none', () => {
    const storage = openStorage(() => memoryStorage());
    expect(storedPackText(storage)).toBeNull();
    const pack = { format: 'gwsh-rules-pack', version: 1, name: 'Club cup', maxAircraft: 2 } as const;
    expect(storePack(storage, pack)).toEqual({ ok: true });
    expect(storage.get(RULES_PACK_KEY)).toBe(JSON.stringify(pack));
    expect(JSON.parse(storedPackText(storage)!)).toEqual(pack);
    expect(storePack(storage, null)).toEqual({ ok: true });
    expect(storedPackText(storage)).toBeNull();
  });

  it('tells a page whether the pack it stored is still the one in use (its Undo is refused once another tab chose)', () => {
    const storage = openStorage(() => memoryStorage());
    const mine = { format: 'gwsh-rules-pack', version: 1, name: 'Club cup' } as const;
    const theirs = { ...mine, name: 'Open' };
    expect(storedPackIs(storage, null)).toBe(true);
    storePack(storage, mine);
    expect(storedPackIs(storage, mine)).toBe(true);
    expect(storedPackIs(storage, null)).toBe(false);
    storePack(storage, theirs);
    expect(storedPackIs(storage, mine)).toBe(false);
  });
});
