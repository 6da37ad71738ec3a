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
import { signed } from '../numbers/wording.ts';
import { formatSpan, spanContains } from '../data/yearSpan.ts';
import type { SetupTables } from './setupTables.ts';
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

/** The tables the barrage rolls read: the availability chart and the national modifiers. */
export type BarrageTables = Pick<SetupTables, 'barrageAvailability' | 'barrageModifiers'>;

/** The chart row for a (modified) roll, held to the chart's "1 or less" … "8 or more". */
export function availabilityRow(tables: Pick<SetupTables, 'barrageAvailability'>, roll: number): AvailabilityRow {
  const rows = tables.barrageAvailability.rows;
  const rolls = rows.map((r) => r.roll);
  const held = Math.min(Math.max(...rolls), Math.max(Math.min(...rolls), roll));
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
export function barrageModifiers(tables: Pick<SetupTables, 'barrageModifiers'>, nation: NationId, year: number): ModifierResult {
  checkYear(year);
  const applied = tables.barrageModifiers.rows
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

function modifiedRoll(tables: BarrageTables, die: number, mods: ModifierResult): ModifiedRoll {
  const modified = die + mods.total;
  const row = availabilityRow(tables, modified);
  const terms = mods.applied.map((m) => ` ${signed(m.modifier)} (${m.name})`).join('');
  const sum = mods.applied.length > 0 ? ` = ${modified}` : '';
  return { die, modifiers: mods.applied, modified, rowId: row.id, rowName: row.name, working: `${die}${terms}${sum}: row "${row.name}"` };
}

/** A side's roll for on-call artillery: its nation, the year and the die. */
export interface OnCallInput {
  year: number;
  nation: NationId;
  die: number;
  /** Every sub-unit on the battlefield, both sides together. */
  subUnitsPresent: number;
}

export interface OnCallResult {
  roll: ModifiedRoll;
  onCall: PerSubUnitResult;
  findings: Finding[];
}

/** Pre-game barrages add the side's role and the kind of battle to the on-call roll's input. */
export interface BarrageInput extends OnCallInput {
  role: Role;
  battleType: BattleType;
}

export interface BarrageResult {
  roll: ModifiedRoll;
  column: string;
  barrages: PerSubUnitResult;
  findings: Finding[];
}

/** A side's roll on the availability chart with its nation's modifiers for the year, and the row it reads. */
function chartRoll(tables: BarrageTables, input: OnCallInput, what: string) {
  checkDie(input.die, what);
  const mods = barrageModifiers(tables, input.nation, input.year);
  const roll = modifiedRoll(tables, input.die, mods);
  return { roll, row: availabilityRow(tables, roll.modified), findings: [...mods.findings] };
}

/** Pre-game barrages for one side. */
export function preGameBarrages(tables: BarrageTables, input: BarrageInput): BarrageResult {
  const { roll, row, findings } = chartRoll(tables, input, 'the barrage die');
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

/** On-call artillery barrages for one side, for use during play. */
export function onCallArtillery(tables: BarrageTables, input: OnCallInput): OnCallResult {
  const { roll, row, findings } = chartRoll(tables, input, 'the on-call die');
  return { roll, onCall: perSubUnit(row.onCall, input.subUnitsPresent), findings };
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

/** The chart's row for a roll read as it falls: airstrikes and gas take no modifiers. */
function unmodifiedRow(tables: Pick<SetupTables, 'barrageAvailability'>, die: number, year: number, what: string) {
  checkDie(die, what);
  checkYear(year);
  return availabilityRow(tables, die);
}

/** Why a side receives nothing from a column of the chart, as a note on the result. */
const noneBecause = (code: string, message: string, path: string): Finding => ({ code, severity: 'info', message, rule: RULE, path });

/** Airstrikes for one side (unmodified roll). */
export function airstrikes(tables: Pick<SetupTables, 'barrageAvailability'>, input: AirstrikeInput): AirstrikeResult {
  const row = unmodifiedRow(tables, input.die, input.year, 'the airstrike die');
  const rowValue = row.airstrikes ?? 0;
  const none =
    input.role !== 'attacker'
      ? noneBecause(
          'airstrikes-attacker-only',
          'We read the airstrike column as the attacker\'s only (its caption says "Attacker, starting 1915"), so the defender receives none.',
          'airstrike',
        )
      : input.year < AIRSTRIKES_FROM
        ? noneBecause(
            'airstrikes-before-1915',
            `Airstrikes start in ${AIRSTRIKES_FROM}, so none are received in ${input.year}.`,
            'airstrike',
          )
        : null;
  return { die: input.die, rowId: row.id, rowValue, airstrikes: none ? 0 : rowValue, findings: none ? [none] : [] };
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
export function gasAvailability(tables: Pick<SetupTables, 'barrageAvailability'>, input: GasInput): GasResult {
  const row = unmodifiedRow(tables, input.die, input.year, 'the gas die');
  const column = input.nation === 'germany' ? 'german' : 'other';
  const none =
    input.year < GAS_FROM
      ? noneBecause('gas-before-1915', `Gas starts in ${GAS_FROM}, so it is not available in ${input.year}.`, 'gas')
      : null;
  return { die: input.die, rowId: row.id, column, available: !none && row.gas[column] === true, findings: none ? [none] : [] };
}
