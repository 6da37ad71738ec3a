import { describe, expect, it } from 'vitest';
import { RULES_PACK_KEY, storedPackText, storePack } from '#src/lib/tools/rulesPack/rulesPackStorage.ts';
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
});
