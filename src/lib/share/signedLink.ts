/**
 * A link signed by its maker: the fragment, then "~", the signature and "~", the public key that checks it
 * (ECDSA on P-256 with SHA-256, through the browser's WebCrypto; base64url). Anyone can make a link, so a
 * signature proves only that the holder of one key made it: a reader compares the key's short fingerprint
 * with the one the maker shows (the organiser's hall screen), and a phone remembers it for the next link.
 */
import { toCrockford } from './crockford.ts';

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const SIGNING = { name: 'ECDSA', hash: 'SHA-256' } as const;
const SEPARATOR = '~';

const subtle = (): SubtleCrypto => globalThis.crypto.subtle;

/** WebCrypto is there only on a secure page (https, or this machine): a page served plainly on a club's network has none. */
export const canSign = (): boolean => globalThis.crypto?.subtle !== undefined;

const toBase64Url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    return Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** A new signing key, as the JSON Web Key its maker keeps (it holds the public key too). */
export async function newSigningKey(): Promise<JsonWebKey> {
  const pair = await subtle().generateKey(ALGORITHM, true, ['sign', 'verify']);
  return subtle().exportKey('jwk', pair.privateKey);
}

/** The public half of a kept key, as the link carries it (65 bytes, uncompressed). */
async function publicKeyOf(key: JsonWebKey): Promise<Uint8Array> {
  const { kty, crv, x, y } = key;
  const imported = await subtle().importKey('jwk', { kty, crv, x, y, ext: true }, ALGORITHM, true, ['verify']);
  return new Uint8Array(await subtle().exportKey('raw', imported));
}

/**
 * A public key's fingerprint, as "K7QM-2XPA": 40 bits of its SHA-256 in base 32 (no I, L, O or U to misread),
 * so making a key with a given fingerprint takes about a million million tries.
 */
export async function keyFingerprint(publicKey: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await subtle().digest('SHA-256', publicKey));
  let bits = 0n;
  for (const byte of digest.slice(0, 5)) bits = (bits << 8n) | BigInt(byte);
  const text = toCrockford(bits, 8);
  return `${text.slice(0, 4)}-${text.slice(4)}`;
}

/** The fingerprint of a kept key's public half, for the maker's page to show. */
export const fingerprintOf = async (key: JsonWebKey): Promise<string> => keyFingerprint(new Uint8Array(await publicKeyOf(key)));

/** `fragment` signed with `key`: fragment~signature~public key. */
export async function signFragment(fragment: string, key: JsonWebKey): Promise<string> {
  const privateKey = await subtle().importKey('jwk', key, ALGORITHM, false, ['sign']);
  const signature = new Uint8Array(await subtle().sign(SIGNING, privateKey, new TextEncoder().encode(fragment)));
  return [fragment, toBase64Url(signature), toBase64Url(await publicKeyOf(key))].join(SEPARATOR);
}

/** A fragment with its signature split off (none: a link made unsigned); a "~" a mail client escaped is read back. */
export function splitSignature(fragment: string): { fragment: string; signature: { value: string; key: string } | null } {
  const parts = fragment.replace(/%7E/gi, SEPARATOR).split(SEPARATOR);
  if (parts.length !== 3) return { fragment: parts[0]!, signature: null };
  // A full stop or a bracket a message put after the link is not part of the key.
  return { fragment: parts[0]!, signature: { value: parts[1]!, key: parts[2]!.trim().replace(/[.,;:!?)\]>'"]+$/, '') } };
}

export type Signed =
  /** Checked: the key that signed it. */
  | { kind: 'signed'; fingerprint: string }
  /** The link carries no signature. */
  | { kind: 'unsigned' }
  /** This page cannot check signatures (not a secure page). */
  | { kind: 'unchecked' }
  /** The signature does not match what the link says: it was changed after it was signed. */
  | { kind: 'changed' };

/** Checks a fragment's signature (the fragment as `splitSignature` gave it back). */
export async function checkSignature(fragment: string, signature: { value: string; key: string } | null): Promise<Signed> {
  if (!signature) return { kind: 'unsigned' };
  if (!canSign()) return { kind: 'unchecked' };
  const [value, key] = [fromBase64Url(signature.value), fromBase64Url(signature.key)];
  if (!value || !key) return { kind: 'changed' };
  try {
    const publicKey = await subtle().importKey('raw', key, ALGORITHM, false, ['verify']);
    const ok = await subtle().verify(SIGNING, publicKey, value, new TextEncoder().encode(fragment));
    return ok ? { kind: 'signed', fingerprint: await keyFingerprint(key) } : { kind: 'changed' };
  } catch {
    return { kind: 'changed' };
  }
}
