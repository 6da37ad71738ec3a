/**
 * "1916" Basic Game Setup, Optional Setup Features: reinforcements, for lulls only. Each side rolls one
 * D6 on its own column; reinforcements arrive at the rear edge of that player's set-up area.
 */
import type { SetupTables } from './setupTables.ts';
import { checkDie } from './nations.ts';
import type { Role } from './barrages.ts';

export interface ReinforcementResult {
  role: Role;
  die: number;
  rowId: string;
  /** As printed: "2 inf. sub-units & 1 HMG", "none". */
  text: string;
  infantrySubUnits: number;
  hmg: number;
}

export function reinforcements(tables: Pick<SetupTables, 'reinforcements'>, role: Role, die: number): ReinforcementResult {
  checkDie(die, 'the reinforcement die');
  const row = tables.reinforcements.rows.find((r) => r.roll === die);
  if (!row) throw new Error(`reinforcements has no row ${die}`);
  const cell = row[role];
  return { role, die, rowId: row.id, text: cell.text, infantrySubUnits: cell.infantrySubUnits, hmg: cell.hmg };
}
