/**
 * A list carried in the address (#list=4.…, listLink.ts) is shown read-only until the player adds it. Other
 * fragments (a jump to the rule check, the skip link) leave an open shared list where it is. The link
 * reader (and the list file's schema with it) is fetched only when the address has a fragment.
 */
import { useEffect } from 'react';
import type { ParsedList } from '#src/lib/gwsh/list/listFile.ts';

/** `setShared` keeps the list the address carries (the list builder's model holds it). */
export function useSharedLink(setShared: (shared: ParsedList | null) => void) {
  useEffect(() => {
    let live = true;
    const read = async () => {
      const fragment = location.hash;
      if (fragment.length <= 1) return;
      const { isListLink, readListLink } = await import('#src/lib/gwsh/list/listLink.ts');
      if (live && isListLink(fragment)) setShared(readListLink(fragment));
    };
    void read();
    const onHashChange = () => void read();
    window.addEventListener('hashchange', onHashChange);
    return () => {
      live = false;
      window.removeEventListener('hashchange', onHashChange);
    };
  }, [setShared]);
  /** Closes the shared list and takes it out of the address. */
  const clearShared = () => {
    history.replaceState(history.state, '', `${location.pathname}${location.search}`);
    setShared(null);
  };
  return clearShared;
}
