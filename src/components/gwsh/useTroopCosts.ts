/**
 * Loads the troop-cost tables of the nations a page shows before it costs them (a page fetches the
 * nations it needs, not all fourteen), and holds them for the engine, which takes them as an argument.
 * Returns the tables, whether every nation asked for is among them, and the sentence to show if a table
 * could not be fetched (offline before the site was cached).
 */
import { createContext, startTransition, useEffect, useState } from 'react';
import { loadTroopCosts, troopCostsReady, type TroopCosts } from '../../lib/data/tables/troopCosts.ts';

export type TablesState = { tables: TroopCosts; ready: boolean; error: string | null };

/** The tables a list builder holds, for the parts deep in it (the stand picker) that read them. */
export const TroopCostsContext = createContext<TroopCosts>(new Map());

export function useTroopCosts(nations: Iterable<string>): TablesState {
  const key = [...new Set(nations)].sort().join(' ');
  const [state, setState] = useState<{ tables: TroopCosts; failed: string | null }>(() => ({ tables: new Map(), failed: null }));
  const ready = troopCostsReady(state.tables, key.split(' '));
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadTroopCosts(key.split(' '), state.tables).then(
      // A transition: what the tables let the page draw (a whole list, at first) is drawn in slices.
      (tables) => live && startTransition(() => setState({ tables, failed: null })),
      () => live && setState((s) => ({ ...s, failed: key })),
    );
    return () => {
      live = false;
    };
  }, [key, ready, state.tables]);
  const error = state.failed === key ? 'The cost tables could not be loaded. Check the connection and reload the page.' : null;
  return { tables: state.tables, ready, error };
}
