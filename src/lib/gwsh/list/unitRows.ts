/**
 * Stands, defences and gas. GWSH 10.5: a stand is a row of its nation's troop-cost table or of the
 * generic troop table (docs/formats.md); defences and gas come from the generic table only.
 */
import type { CostTables } from '../../data/tables/costTables.ts';
import type { RowOf } from '../../data/schemas.ts';
import { resolveIn, type ResolvedRow } from './rows.ts';

/** A row of the generic troops and defences table (10.5.1). */
export function resolveGeneric(tables: Pick<CostTables, 'genericTroops'>, id: string): ResolvedRow | undefined {
  return resolveIn(tables.genericTroops, id, (row) => (row as RowOf<'generic-troops'>).kind);
}

/** A stand of a `nation` list: the nation's own row first, then the generic table (Artillery FOO). */
export function resolveUnit(tables: CostTables, nation: string, id: string): ResolvedRow | undefined {
  const table = tables.troopCosts.get(nation);
  const own = table && resolveIn(table, id, (row) => (row as RowOf<'troop-costs'>).category);
  return own ?? resolveGeneric(tables, id);
}
