/** The players' links' keys kept in a browser (src/lib/tools/event/linkKeys.ts). */
import { describe, expect, it } from 'vitest';
import { memoryStorage, openStorage } from '#src/lib/storage/safeStorage.ts';
import { eventSigningKey, rememberLinkKey } from '#src/lib/tools/event/linkKeys.ts';
import { fingerprintOf } from '#src/lib/share/signedLink.ts';
import { immediateLocks } from '#tests/support/locks.ts';

describe('the keys of players’ links', () => {
  it('the organiser’s browser makes its signing key once and keeps it', async () => {
    const storage = openStorage(memoryStorage);
    const first = await eventSigningKey(storage, immediateLocks);
    const again = await eventSigningKey(storage, immediateLocks);
    expect(await fingerprintOf(again)).toBe(await fingerprintOf(first));
    // Another browser makes a key of its own.
    expect(await fingerprintOf(await eventSigningKey(openStorage(memoryStorage), immediateLocks))).not.toBe(await fingerprintOf(first));
  });

  it('a phone remembers the key it first saw on an event’s links, and gives it back for a later link', async () => {
    const storage = openStorage(memoryStorage);
    expect(await rememberLinkKey(storage, immediateLocks, 'Spring Offensive', 'B7QH-MPG0')).toBeNull();
    expect(await rememberLinkKey(storage, immediateLocks, 'Spring Offensive', 'K7QM-2XPA')).toBe('B7QH-MPG0');
    // Another event's links are their own.
    expect(await rememberLinkKey(storage, immediateLocks, 'Club night', 'K7QM-2XPA')).toBeNull();
  });
});
