/**
 * "1916" Basic Game Setup, Barrages/Airstrikes/Gas: each side rolls one D6 for each of four categories
 * and reads the barrage availability chart.
 *
 * - Pre-game barrages: the local attack or big push column (big push from 1916), attacker or defender,
 *   times every sub-unit on the battlefield (both sides), rounded (./perSubUnit.ts).
 * - On-call artillery: the decimal column whose header is lost, read the same way (our reading).
 * - Airstrikes: the whole-number column, for the attacker only, from 1915 (our reading of the
 *   left-over caption "(Attacker, starting 1915)").
 * - Gas: German or other column, from 1915.
 * The national modifiers are printed for the barrage and on-call rolls only, so airstrike and gas
 * rolls are read unmodified. A modified roll below 1 reads the "1 or less" row, above 8 "8 or more".
 */
import { signed } from '../numbers/signed.ts';
import { formatSpan, spanContains } from '../data/yearSpan.ts';
import { barrageAvailabilityTable } from '../data/tables/rules1916/barrageAvailability.ts';
import { barrageModifiersTable } from '../data/tables/rules1916/barrageModifiers.ts';
import type { NationId } from '../data/schemas.ts';
import type { RowOf } from '../data/schemas.ts';
import type { Finding } from '../findings.ts';
import { perSubUnit, type PerSubUnitResult } from './perSubUnit.ts';
import { checkDie, checkYear } from './nations.ts';

export type BattleType = 'local-attack' | 'big-push';
export type Role = 'attacker' | 'defender';
type AvailabilityRow = RowOf<'1916-barrage-availability'>;

const RULE = 'barrages';
export const BIG_PUSH_FROM = 1916;
export const AIRSTRIKES_FROM = 1915;
export const GAS_FROM = 1915;

const rows = barrageAvailabilityTable.rows;
export const ROW_MIN = Math.min(...rows.map((r) => r.roll));
export const ROW_MAX = Math.max(...rows.map((r) => r.roll));

/** The chart row for a (modified) roll, held to the chart's "1 or less" … "8 or more". */
export function availabilityRow(roll: number): AvailabilityRow {
  const held = Math.min(ROW_MAX, Math.max(ROW_MIN, roll));
  const row = rows.find((r) => r.roll === held);
  if (!row) throw new Error(`barrage-availability has no row for ${held}`);
  return row;
}

export interface AppliedModifier {
  id: string;
  name: string;
  modifier: number;
  /** Set where the modifier rests on our reading of a garbled line. */
  note?: string;
}

export interface ModifierResult {
  applied: AppliedModifier[];
  total: number;
  findings: Finding[];
}

/** The national modifiers to a side's barrage and on-call rolls for its nation and year. */
export function barrageModifiers(nation: NationId, year: number): ModifierResult {
  checkYear(year);
  const applied = barrageModifiersTable.rows
    .filter((r) => r.nation === nation && spanContains(r.years, year))
    .map((r) => {
      // A garbled line keeps its printed name and says which years we read it for.
      const name = r.note ? `${r.name}, read as ${formatSpan(r.years)}` : r.name;
      return { id: r.id, name, modifier: r.modifier, ...(r.note ? { note: r.note } : {}) };
    });
  const findings: Finding[] = applied
    .filter((m) => m.note)
    .map((m) => ({
      code: 'barrage-modifier-reconstructed',
      severity: 'warning',
      message: `The modifier "${m.name}" comes from a garbled line of the source and is our reading: ${m.note}`,
      rule: RULE,
      path: 'nation',
    }));
  return { applied, total: applied.reduce((s, m) => s + m.modifier, 0), findings };
}

export interface ModifiedRoll {
  die: number;
  modifiers: AppliedModifier[];
  modified: number;
  rowId: string;
  rowName: string;
  /** '4 −3 (Russian 1915) = 1: row "1 or less"'. */
  working: string;
}

function modifiedRoll(die: number, mods: ModifierResult): ModifiedRoll {
  const modified = die + mods.total;
  const row = availabilityRow(modified);
  const terms = mods.applied.map((m) => ` ${signed(m.modifier)} (${m.name})`).join('');
  const sum = mods.applied.length > 0 ? ` = ${modified}` : '';
  return { die, modifiers: mods.applied, modified, rowId: row.id, rowName: row.name, working: `${die}${terms}${sum}: row "${row.name}"` };
}

export interface BarrageInput {
  role: Role;
  battleType: BattleType;
  year: number;
  nation: NationId;
  die: number;
  /** Every sub-unit on the battlefield, both sides together. */
  subUnitsPresent: number;
}

export interface BarrageResult {
  roll: ModifiedRoll;
  column: string;
  barrages: PerSubUnitResult;
  findings: Finding[];
}

/** Pre-game barrages for one side. */
export function preGameBarrages(input: BarrageInput): BarrageResult {
  checkDie(input.die, 'the barrage die');
  const mods = barrageModifiers(input.nation, input.year);
  const roll = modifiedRoll(input.die, mods);
  const row = availabilityRow(roll.modified);
  const findings = [...mods.findings];
  if (input.battleType === 'big-push' && input.year < BIG_PUSH_FROM) {
    findings.push({
      code: 'big-push-before-1916',
      severity: 'error',
      message: `Big push barrages start in ${BIG_PUSH_FROM}; in ${input.year} the chart allows only local attack barrages. The big push column is shown anyway.`,
      rule: RULE,
      path: 'battleType',
    });
  }
  const value = input.battleType === 'big-push' ? row.bigPush[input.role] : row.localAttack[input.role];
  const column = `${input.battleType === 'big-push' ? 'Big push' : 'Local attack'}, ${input.role}`;
  return { roll, column, barrages: perSubUnit(value, input.subUnitsPresent), findings };
}

export interface OnCallInput {
  year: number;
  nation: NationId;
  die: number;
  subUnitsPresent: number;
}

export interface OnCallResult {
  roll: ModifiedRoll;
  onCall: PerSubUnitResult;
  findings: Finding[];
}

/** On-call artillery barrages for one side, for use during play. */
export function onCallArtillery(input: OnCallInput): OnCallResult {
  checkDie(input.die, 'the on-call die');
  const mods = barrageModifiers(input.nation, input.year);
  const roll = modifiedRoll(input.die, mods);
  return { roll, onCall: perSubUnit(availabilityRow(roll.modified).onCall, input.subUnitsPresent), findings: [...mods.findings] };
}

export interface AirstrikeInput {
  role: Role;
  year: number;
  die: number;
}

export interface AirstrikeResult {
  die: number;
  rowId: string;
  /** What the row gives (0 where it reads "-"). */
  rowValue: number;
  /** Airstrikes received: the row value for an attacker from 1915, otherwise 0. */
  airstrikes: number;
  findings: Finding[];
}

/** Airstrikes for one side (unmodified roll). */
export function airstrikes(input: AirstrikeInput): AirstrikeResult {
  checkDie(input.die, 'the airstrike die');
  checkYear(input.year);
  const row = availabilityRow(input.die);
  const rowValue = row.airstrikes ?? 0;
  const findings: Finding[] = [];
  let received = rowValue;
  if (input.role !== 'attacker') {
    received = 0;
    findings.push({
      code: 'airstrikes-attacker-only',
      severity: 'info',
      message:
        'We read the airstrike column as the attacker\'s only (its caption says "Attacker, starting 1915"), so the defender receives none.',
      rule: RULE,
      path: 'airstrike',
    });
  } else if (input.year < AIRSTRIKES_FROM) {
    received = 0;
    findings.push({
      code: 'airstrikes-before-1915',
      severity: 'info',
      message: `Airstrikes start in ${AIRSTRIKES_FROM}, so none are received in ${input.year}.`,
      rule: RULE,
      path: 'airstrike',
    });
  }
  return { die: input.die, rowId: row.id, rowValue, airstrikes: received, findings };
}

export interface GasInput {
  year: number;
  nation: NationId;
  die: number;
}

export interface GasResult {
  die: number;
  rowId: string;
  column: 'german' | 'other';
  available: boolean;
  findings: Finding[];
}

/** Whether gas is available to one side (unmodified roll; Germans use their own column). */
export function gasAvailability(input: GasInput): GasResult {
  checkDie(input.die, 'the gas die');
  checkYear(input.year);
  const row = availabilityRow(input.die);
  const column = input.nation === 'germany' ? 'german' : 'other';
  const findings: Finding[] = [];
  let available = row.gas[column] === true;
  if (input.year < GAS_FROM) {
    available = false;
    findings.push({
      code: 'gas-before-1915',
      severity: 'info',
      message: `Gas starts in ${GAS_FROM}, so it is not available in ${input.year}.`,
      rule: RULE,
      path: 'gas',
    });
  }
  return { die: input.die, rowId: row.id, column, available, findings };
}
