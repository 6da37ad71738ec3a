/**
 * The players' links' keys (src/lib/tools/event/linkKeys.ts) with this browser's storage and locks: the
 * organiser's signing key and its fingerprint, and the key a phone first saw for each event.
 */
import { browserStorage, webLocks } from '../../shared/pageModels.ts';

const modules = () => Promise.all([import('#src/lib/tools/event/linkKeys.ts'), import('#src/lib/share/signedLink.ts')]);

/** The key this browser signs the players' links with (made and kept on first use). */
export const signingKey = async (): Promise<JsonWebKey> => (await modules())[0].eventSigningKey(browserStorage(), webLocks());

/** The fingerprint of the key this browser signs with, or null where a page cannot sign (not served securely). */
export async function linkFingerprint(): Promise<string | null> {
  const [, { canSign, fingerprintOf }] = await modules();
  return canSign() ? fingerprintOf(await signingKey()) : null;
}

/** The key `event`'s links were signed with when this browser first saw one (null: this is the first), `fingerprint` kept if so. */
export const rememberLinkKey = async (event: string, fingerprint: string): Promise<string | null> =>
  (await modules())[0].rememberLinkKey(browserStorage(), webLocks(), event, fingerprint);
