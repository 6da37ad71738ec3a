/**
 * Loads the troop-cost tables of the nations a page shows before it costs them (a page fetches
 * the nations it needs, not all fourteen). Returns whether they are ready, or the sentence to show if a
 * table could not be fetched (offline before the site was cached).
 */
import { useEffect, useState } from 'react';
import { loadTroopCosts, troopCostsReady } from '../../lib/data/tables/troopCosts.ts';

export type TablesState = { ready: boolean; error: string | null };

export function useTroopCosts(nations: Iterable<string>): TablesState {
  const key = [...new Set(nations)].sort().join(' ');
  const [state, setState] = useState<{ key: string; error: string | null }>({ key: '', error: null });
  const ready = troopCostsReady(key.split(' '));
  useEffect(() => {
    if (troopCostsReady(key.split(' '))) return;
    let live = true;
    loadTroopCosts(key.split(' ')).then(
      () => live && setState({ key, error: null }),
      () => live && setState({ key, error: 'The cost tables could not be loaded. Check the connection and reload the page.' }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return { ready, error: state.key === key ? state.error : null };
}
