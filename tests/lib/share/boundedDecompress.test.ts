import fc from 'fast-check';
import lz from 'lz-string';
import { describe, expect, it } from 'vitest';
import { decompressBounded } from '#src/lib/share/boundedDecompress.ts';
import { fuzzRuns } from '../../support/fuzzRuns.ts';
import { lzBomb } from '../../support/lzBomb.ts';

const lzAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';
/** What lz-string gives, with its "", null and throw for a damaged payload all as null. */
const lzText = (payload: string) => {
  try {
    return lz.decompressFromEncodedURIComponent(payload) || null;
  } catch {
    return null;
  }
};
const ours = (payload: string, max = 1_000_000) => {
  const r = decompressBounded(payload, max);
  return r.ok ? r.text || null : null;
};

describe('decompressBounded', () => {
  it('reads back whatever lz-string compressed, exactly as lz-string does', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.string({ unit: fc.constantFrom('[', ']', 'a') })), (text) => {
        const payload = lz.compressToEncodedURIComponent(text);
        expect(ours(payload)).toBe(lzText(payload));
      }),
      { numRuns: fuzzRuns() },
    );
  });

  it('agrees with lz-string on damaged and made-up payloads', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: fc.constantFrom(...lzAlphabet, ' ', '%') }), fc.string()), (payload) => {
        // A first character from "w" on starts with code 3, which lz-string never writes: damage to us.
        expect(ours(payload)).toBe(/^[w-z0-9+\- ]/.test(payload) ? null : lzText(payload));
      }),
      { numRuns: fuzzRuns() },
    );
  });

  it('reads a small bomb whole: 100 codes unpack to 1 + 2 + … + 101 = 5,151 characters', () => {
    const payload = lzBomb(100);
    expect(lzText(payload)).toBe('['.repeat(5_151));
    expect(decompressBounded(payload, 5_151)).toEqual({ ok: true, text: '['.repeat(5_151) });
  });

  it('stops as soon as the text passes the ceiling, not after', () => {
    // One character more than the text holds is refused.
    expect(decompressBounded(lzBomb(100), 5_150)).toEqual({ ok: false, reason: 'too-large' });
    // 200,000 codes would unpack to about 2 × 10^10 characters (some 40 GB): read whole, this would never end.
    expect(decompressBounded(lzBomb(200_000), 1_000_000)).toEqual({ ok: false, reason: 'too-large' });
  });
});
