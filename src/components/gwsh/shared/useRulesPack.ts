/**
 * The event rules pack this browser uses, for the pages that check lists or score games under it. It is
 * read after the page has drawn: storage first, and the pack's reader (activePackOf in src/lib/tools/rulesPack/packRecord.ts, which
 * brings the schemas) only when a pack is kept, so a browser without one never fetches or runs it. Another tab
 * changing the pack (the rules-pack page) updates this one.
 */
import { useEffect, useRef, useState } from 'react';
import type { ActivePack } from '#src/lib/gwsh/packInForce.ts';
import { RULES_PACK_KEY, storedPackText } from '#src/lib/tools/rulesPack/rulesPackStorage.ts';

export function useRulesPack(): ActivePack | null {
  const [active, setActive] = useState<ActivePack | null>(null);
  /** The text last read: a storage event that leaves it as it was changes nothing (and costs nothing again). */
  const last = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    const load = async () => {
      const { browserStorage } = await import('../../shared/pageModels.ts');
      const text = storedPackText(browserStorage());
      if (!live || text === last.current) return;
      last.current = text;
      const pack = text === null ? null : (await import('#src/lib/tools/rulesPack/packRecord.ts')).activePackOf(text);
      if (live) setActive(pack);
    };
    const reload = () => void load().catch(() => undefined);
    reload();
    // Another tab (the rules-pack page) may start, change or stop the pack; other keys (a saved list, the
    // storage probe every page writes when it opens storage) are none of this hook's business.
    const onStorage = (e: StorageEvent) => {
      if (e.key === RULES_PACK_KEY || e.key === null) reload();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      live = false;
      window.removeEventListener('storage', onStorage);
    };
  }, []);
  return active;
}
