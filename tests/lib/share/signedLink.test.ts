/** Signed links (src/lib/share/signedLink.ts): what a reader can trust of a link anyone can make. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  canSign,
  checkSignature,
  fingerprintOf,
  keyFingerprint,
  newSigningKey,
  signFragment,
  splitSignature,
} from '#src/lib/share/signedLink.ts';

const FRAGMENT = 'players=1.3f2a91c0.N4IgxgBA';

describe('signed links', () => {
  it('the fingerprint: 40 bits of the key’s SHA-256 in base 32, as XXXX-XXXX', async () => {
    // SHA-256 of 0x04 and 64 zero bytes begins 59 ef 1a 5a 00: 01011 00111 10111 10001 10100 10110 10000 00000,
    // that is 11 7 23 17 20 22 16 0, which base 32 without I, L, O and U writes B 7 Q H M P G 0.
    const raw = new Uint8Array(65);
    raw[0] = 4;
    expect(await keyFingerprint(raw)).toBe('B7QH-MPG0');
  });

  it('a link signed with a key is checked, and names that key', async () => {
    const key = await newSigningKey();
    const signed = await signFragment(FRAGMENT, key);
    const { fragment, signature } = splitSignature(signed);
    expect(fragment).toBe(FRAGMENT);
    expect(await checkSignature(fragment, signature)).toEqual({ kind: 'signed', fingerprint: await fingerprintOf(key) });
    // A full stop a message put after the link changes nothing.
    const withStop = splitSignature(`${signed}.`);
    expect((await checkSignature(withStop.fragment, withStop.signature)).kind).toBe('signed');
    // A mail client that escaped the "~" changes nothing either.
    const escaped = splitSignature(signed.replace(/~/g, '%7E'));
    expect((await checkSignature(escaped.fragment, escaped.signature)).kind).toBe('signed');
  });

  it('one character of what the link says changed: refused', async () => {
    const { signature } = splitSignature(await signFragment(FRAGMENT, await newSigningKey()));
    expect(await checkSignature(FRAGMENT.replace('BA', 'BB'), signature)).toEqual({ kind: 'changed' });
    // A signature byte changed, or a key that is not a key.
    // Its first character made another (a signature that begins with A would be left as it was by writing A).
    const other = signature!.value.startsWith('A') ? 'B' : 'A';
    expect(await checkSignature(FRAGMENT, { ...signature!, value: `${other}${signature!.value.slice(1)}` })).toEqual({ kind: 'changed' });
    expect(await checkSignature(FRAGMENT, { ...signature!, key: 'not-a-key' })).toEqual({ kind: 'changed' });
  });

  it('a signature by another key, under the organiser’s key, is refused; under its own key it names that key, not the organiser’s', async () => {
    const organiser = await newSigningKey();
    const forger = await newSigningKey();
    const theirs = splitSignature(await signFragment(FRAGMENT, organiser)).signature!;
    const forged = splitSignature(await signFragment(FRAGMENT, forger)).signature!;
    expect(await checkSignature(FRAGMENT, { value: forged.value, key: theirs.key })).toEqual({ kind: 'changed' });
    const own = await checkSignature(FRAGMENT, forged);
    expect(own).toEqual({ kind: 'signed', fingerprint: await fingerprintOf(forger) });
    expect(own).not.toEqual({ kind: 'signed', fingerprint: await fingerprintOf(organiser) });
  });

  it('a link with no signature says so', async () => {
    const { fragment, signature } = splitSignature(FRAGMENT);
    expect(await checkSignature(fragment, signature)).toEqual({ kind: 'unsigned' });
  });

  describe('on a page served plainly (no WebCrypto)', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('a signed link is left unchecked, not called changed', async () => {
      const { fragment, signature } = splitSignature(await signFragment(FRAGMENT, await newSigningKey()));
      vi.stubGlobal('crypto', { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) });
      expect(canSign()).toBe(false);
      expect(await checkSignature(fragment, signature)).toEqual({ kind: 'unchecked' });
      // With no signature, it is still unsigned.
      expect(await checkSignature(FRAGMENT, null)).toEqual({ kind: 'unsigned' });
    });
  });
});
