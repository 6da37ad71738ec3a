/**
 * Loads the cost tables before a page costs a list: the rule tables, and the troop costs of the nations it
 * shows (a page fetches the nations it needs, not all fourteen). Holds them for the engine, which takes
 * them as an argument. Returns the tables (null until some have loaded), whether every nation asked for is
 * among them, and the sentence to show if a table could not be fetched (offline before the site was cached).
 */
import { startTransition, useCallback, useEffect, useState } from 'react';
import { costTablesReady, loadCostTables, type CostTables } from '../../lib/data/tables/costTables.ts';

export type TablesState = {
  tables: CostTables | null;
  ready: boolean;
  error: string | null;
  /**
   * Holds tables a step loaded itself (a nation chosen, files imported) at once, so the change that needed
   * them is drawn with them: the page never drops back to "Loading…" to fetch them again.
   */
  hold: (tables: CostTables) => void;
};

export function useCostTables(nations: Iterable<string>): TablesState {
  const key = [...new Set(nations)].sort().join(' ');
  const [state, setState] = useState<{ tables: CostTables | null; failed: string | null }>(() => ({ tables: null, failed: null }));
  const ready = costTablesReady(state.tables, key.split(' '));
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadCostTables(key.split(' '), state.tables).then(
      // A transition: what the tables let the page draw (a whole list, at first) is drawn in slices.
      (tables) => live && startTransition(() => setState({ tables, failed: null })),
      () => live && setState((s) => ({ ...s, failed: key })),
    );
    return () => {
      live = false;
    };
  }, [key, ready, state.tables]);
  const hold = useCallback(
    // Tables only ever grow: keep what holds more nations.
    (tables: CostTables) => setState((s) => ((s.tables?.troopCosts.size ?? -1) > tables.troopCosts.size ? s : { tables, failed: null })),
    [setState],
  );
  const error = state.failed === key ? 'The cost tables could not be loaded. Check the connection and reload the page.' : null;
  return { tables: state.tables, ready, error, hold };
}
