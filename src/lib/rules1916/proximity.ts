/**
 * "1916" Basic Game Setup, Setup Proximity: one D6 read against the terrain gives the nearest point, in
 * yards, to the defender at which the attacker may place his nearest combat units or defences. The
 * same die, unmodified, is the turn from which players roll for a lull (./lulls.ts).
 */
import type { SetupTables } from './setupTables.ts';
import type { Fraction } from '../numbers/fraction.ts';
import { checkDie } from './nations.ts';
import { inchesInEveryScale, type ScaleId } from './scales.ts';
import { lullStartTurn } from './lulls.ts';

/** The terrains the proximity chart has a row for, in its order. */
export const proximityTerrains = (tables: Pick<SetupTables, 'setupProximity'>): { id: string; name: string }[] =>
  tables.setupProximity.rows.map((r) => ({ id: r.id, name: r.name }));

export interface ProximityResult {
  terrainId: string;
  terrain: string;
  die: number;
  yards: number;
  /** The same distance on the table, exact, for each scale. */
  inches: Record<ScaleId, Fraction>;
  /** The turn from which lulls are rolled for. */
  lullStartTurn: number;
}

export function setupProximity(tables: Pick<SetupTables, 'setupProximity'>, terrainId: string, die: number): ProximityResult {
  checkDie(die, 'the proximity die');
  const row = tables.setupProximity.rows.find((r) => r.id === terrainId);
  if (!row) {
    throw new RangeError(
      `no proximity terrain "${terrainId}"; use ${proximityTerrains(tables)
        .map((t) => t.id)
        .join(', ')}`,
    );
  }
  const yards = row.yards[die - 1]!;
  return { terrainId: row.id, terrain: row.name, die, yards, inches: inchesInEveryScale(yards), lullStartTurn: lullStartTurn(die) };
}
