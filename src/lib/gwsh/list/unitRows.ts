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

/**
 * The nation's infantry HQ stand (every troop-cost table has one: "Infantry Regiment HQ", "Infantry HQ
 * stand", …): what a Division or Corps HQ costs under the alternative of reading HQ_COSTED_ZERO (9.0).
 */
export const infantryHq = (tables: CostTables, nation: string): RowOf<'troop-costs'> | undefined =>
  tables.troopCosts.get(nation)?.rows.find((r) => /^infantry-.*hq/.test(r.id));

/** The ids a stand of a `nation` list may name, the nation's rows first: what "did you mean" offers. */
export const unitIds = (tables: CostTables, nation: string): string[] => [
  ...(tables.troopCosts.get(nation)?.rows ?? []).map((r) => r.id),
  ...tables.genericTroops.rows.map((r) => r.id),
];

/** The ids a list file may name, for telling which of a file's ids no table has (listFileIssues.ts). */
export interface KnownIds {
  /** The stand ids of `nation`'s list, or null when that nation's table is not at hand. */
  units(nation: string): string[] | null;
  /** The nation's name for a sentence ("Germany"). */
  nationName(nation: string): string;
  aircraft: readonly string[];
  /** Defences and gas fire missions (10.5.1). */
  defences: readonly string[];
}

export const knownIds = (tables: CostTables): KnownIds => ({
  units: (nation) => (tables.troopCosts.has(nation) ? unitIds(tables, nation) : null),
  nationName: (nation) => tables.nations.rows.find((n) => n.id === nation)?.name ?? nation,
  aircraft: tables.aircraft.rows.map((r) => r.id),
  defences: tables.genericTroops.rows.filter((r) => r.kind === 'defence' || r.kind === 'fire-mission').map((r) => r.id),
});
