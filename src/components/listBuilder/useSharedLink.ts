/**
 * A list carried in the address (#list=2.…, listLink.ts) is shown read-only until the player adds it. Other
 * fragments (a jump to the rule check, the skip link) leave an open shared list where it is.
 */
import { useEffect, useState } from 'react';
import type { ParsedList } from '../../lib/gwsh/list/listFile.ts';
import { isListLink, readListLink } from '../../lib/gwsh/list/listLink.ts';

export function useSharedLink() {
  const [shared, setShared] = useState<ParsedList | null>(null);
  useEffect(() => {
    const read = () => isListLink(location.hash) && setShared(readListLink(location.hash));
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  /** Closes the shared list and takes it out of the address. */
  const clearShared = () => {
    history.replaceState(history.state, '', `${location.pathname}${location.search}`);
    setShared(null);
  };
  return { shared, clearShared };
}
