/**
 * The chart files the gbww2 look-ups read, imported one by one so a calculator page ships only these
 * few small files, not all thirty charts. They are the same files the registry validates.
 */
import type { TableOf } from '../data/parseTable.ts';
import { loadTable } from '../data/loadTable.ts';
import moraleCountJson from '../../content/tables/gbww2/morale-count.json' with { type: 'json' };
import moraleModifiersJson from '../../content/tables/gbww2/morale-modifiers.json' with { type: 'json' };
import barrageDelayJson from '../../content/tables/gbww2/barrage-delay.json' with { type: 'json' };
import barrageDelayModifiersJson from '../../content/tables/gbww2/barrage-delay-modifiers.json' with { type: 'json' };

export const moraleCountChart = loadTable('gbww2', 'gbww2-morale-count', moraleCountJson);
export const moraleModifiersChart = loadTable('gbww2', 'gbww2-modifier', moraleModifiersJson);
export const barrageDelayChart = loadTable('gbww2', 'gbww2-barrage-delay', barrageDelayJson);
export const barrageDelayModifiersChart = loadTable('gbww2', 'gbww2-modifier', barrageDelayModifiersJson);

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
