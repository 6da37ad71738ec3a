/**
 * What the gbww2 look-ups share: the charts they read, which the page passes in (named as the registry
 * names them, src/lib/data/tables/gbww2.ts), and a modifier row as applied.
 */
import type { TableOf } from '../data/parseTable.ts';

/** Chart 4 and its modifiers (11.1.5). */
export interface BarrageDelayCharts {
  barrageDelay: TableOf<'gbww2-barrage-delay'>;
  barrageDelayModifiers: TableOf<'gbww2-modifier'>;
}

/** The morale check chart and its modifiers (12.1). */
export interface MoraleCharts {
  moraleCount: TableOf<'gbww2-morale-count'>;
  moraleModifiers: TableOf<'gbww2-modifier'>;
}

export interface AppliedModifier {
  /** The row id in the modifiers table. */
  id: string;
  name: string;
  modifier: number;
}

/** A modifiers-table row as applied; a missing id is a programmer error (the data lost a row). */
export function modifierRow(table: TableOf<'gbww2-modifier'>, id: string): AppliedModifier {
  const row = table.rows.find((r) => r.id === id);
  if (!row) throw new Error(`no row "${id}" in gbww2/${table.id}`);
  return { id: row.id, name: row.name, modifier: row.modifier };
}
