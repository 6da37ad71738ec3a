/**
 * GWSH 8.2.3 counter-battery fire: from 1915 a player's heavy and super-heavy off-table regiments in
 * general support may fire at named enemy regiments before the game. One D6 per firing, modified for
 * the firing side (British Empire after 1916 +1; Italian, Austrian, Turkish or Russian −1; gas used +1),
 * read on the results table. Modifiers and effects come from the published tables.
 */
import { checkedRoll, type RollD6 } from '../../dice/diceSources.ts';
import { die, mapOutcomes, plus, probabilityOfValue } from '../../dice/distribution.ts';
import { sum, describeProbability, type Probability } from '../../numbers/fraction.ts';
import type { TableOf } from '../../data/parseTable.ts';
import type { NationId } from '../../data/schemas.ts';
import type { Finding } from '../../findings.ts';
import { COUNTER_BATTERY_ABOVE_SEVEN } from './gameDayReadings.ts';
import type { Reading } from '../../reading.ts';
import { nationName, type NationsTable } from '../nationNames.ts';
import { signed } from '../scenario/strategicModifier.ts';
import { FIRST_GAME_YEAR, gameYears, LAST_GAME_YEAR } from '../gameYears.ts';

/** The two counter-battery tables (8.2.3), which the page passes in. */
export interface CounterBatteryTables {
  counterBatteryModifiers: TableOf<'counter-battery-modifiers'>;
  counterBatteryResults: TableOf<'counter-battery-results'>;
  /** For the firing side's name in the result. */
  nations: NationsTable;
}

export interface CounterBatteryInput {
  /** The firing side's nation. */
  nation: NationId;
  /** The year of the game, 1914–1918. */
  year: number;
  gasUsed: boolean;
  /** Whether the game is attack-defence, where alone gas may be used (8.2.1); unknown when omitted. */
  attackDefence?: boolean;
}

export interface AppliedModifier {
  id: string;
  name: string;
  modifier: number;
}

export interface CounterBatteryModifiers {
  applied: AppliedModifier[];
  total: number;
  findings: Finding[];
}

/** The lowest and highest rows of the results table (1 and 7): a modified die beyond them reads as them. */
export function resultRange(tables: CounterBatteryTables): { min: number; max: number } {
  const rolls = tables.counterBatteryResults.rows.map((r) => r.roll);
  return { min: Math.min(...rolls), max: Math.max(...rolls) };
}

export function clampResult(tables: CounterBatteryTables, modified: number): number {
  const { min, max } = resultRange(tables);
  return Math.min(max, Math.max(min, modified));
}

const GAS_ROW = 'gas-used';

export function counterBatteryModifiers(tables: CounterBatteryTables, input: CounterBatteryInput): CounterBatteryModifiers {
  if (!gameYears.includes(input.year)) {
    throw new RangeError(`year must be a whole number from ${FIRST_GAME_YEAR} to ${LAST_GAME_YEAR}, got ${input.year}`);
  }
  const findings: Finding[] = [];
  if (input.year < 1915) {
    findings.push({
      code: 'counter-battery-before-1915',
      severity: 'error',
      message: `Counter-battery fire starts in 1915; it is not available in ${input.year}.`,
      rule: '8.2.3',
      path: 'year',
    });
  }
  if (input.gasUsed && input.attackDefence === false) {
    findings.push({
      code: 'gas-outside-attack-defence',
      severity: 'error',
      message:
        'Gas may be used only in an attack-defence game (for counter-battery fire: up to 6 missions for the attacker, 3 for the defender).',
      rule: '8.2.1',
      path: 'gasUsed',
    });
  }
  const applied = tables.counterBatteryModifiers.rows
    .filter((row) => {
      if (row.id === GAS_ROW) return input.gasUsed;
      const nationFits = !row.nations || row.nations.includes(input.nation);
      const yearFits = row.fromYear === undefined || input.year >= row.fromYear;
      return nationFits && yearFits;
    })
    .map(({ id, name, modifier }) => ({ id, name, modifier }));
  return { applied, total: applied.reduce((s, m) => s + m.modifier, 0), findings };
}

export interface CounterBatteryEffect {
  /** The results-table row read (1–7). */
  roll: number;
  rowId: string;
  effect: string;
}

function effectOf(tables: CounterBatteryTables, result: number): CounterBatteryEffect {
  const row = tables.counterBatteryResults.rows.find((r) => r.roll === result);
  if (!row) throw new Error(`counter-battery-results table has no row ${result}`);
  return { roll: row.roll, rowId: row.id, effect: row.effect };
}

export interface CounterBatteryResult {
  die: number;
  modifiers: AppliedModifier[];
  modified: number;
  /** The modified die held to the table's 1–7. */
  result: number;
  effect: CounterBatteryEffect;
  /** "4 +1 (British Empire after 1916) +1 (Gas used) = 6: Regiment AI silenced for remainder of game". */
  message: string;
  rule: '8.2.3';
  findings: Finding[];
  /** COUNTER_BATTERY_ABOVE_SEVEN when the modified die left the table's 1–7, else empty. */
  readings: Reading[];
}

/** The effect of one counter-battery die, typed in or rolled. */
export function counterBatteryResult(tables: CounterBatteryTables, input: CounterBatteryInput, dieValue: number): CounterBatteryResult {
  if (!Number.isInteger(dieValue) || dieValue < 1 || dieValue > 6) {
    throw new RangeError(`a counter-battery die must be a whole number from 1 to 6, got ${dieValue}`);
  }
  const mods = counterBatteryModifiers(tables, input);
  const modified = dieValue + mods.total;
  const result = clampResult(tables, modified);
  const effect = effectOf(tables, result);
  const range = resultRange(tables);
  const terms = mods.applied.map((m) => ` ${signed(m.modifier)} (${m.name})`).join('');
  const held = result !== modified ? ` (read as ${result}, the table runs ${range.min} to ${range.max})` : '';
  return {
    die: dieValue,
    modifiers: mods.applied,
    modified,
    result,
    effect,
    message: `${nationName(tables.nations, input.nation)} rolled ${dieValue}${terms} = ${modified}${held}: ${effect.effect}.`,
    rule: '8.2.3',
    findings: mods.findings,
    readings: result !== modified ? [COUNTER_BATTERY_ABOVE_SEVEN] : [],
  };
}

export const rollCounterBattery = (tables: CounterBatteryTables, input: CounterBatteryInput, rollD6: RollD6): CounterBatteryResult =>
  counterBatteryResult(tables, input, checkedRoll(rollD6));

export interface CounterBatteryOdds {
  modifiers: AppliedModifier[];
  total: number;
  /** Every row of the results table, in order, with its chance (0 where it cannot come up). */
  byResult: (CounterBatteryEffect & Probability)[];
  /** The same grouped by effect text (rows 1 and 2 are both "No effect"). */
  byEffect: ({ effect: string; rolls: number[] } & Probability)[];
  findings: Finding[];
  /** COUNTER_BATTERY_ABOVE_SEVEN when some die would leave the table's 1–7 with these modifiers, else empty. */
  readings: Reading[];
}

/** The exact chance of each counter-battery result before rolling; they sum to exactly 1. */
export function counterBatteryOdds(tables: CounterBatteryTables, input: CounterBatteryInput): CounterBatteryOdds {
  const mods = counterBatteryModifiers(tables, input);
  const results = mapOutcomes(plus(die(), mods.total), (modified) => clampResult(tables, modified));
  const byResult = tables.counterBatteryResults.rows.map((row) => ({
    ...effectOf(tables, row.roll),
    ...describeProbability(probabilityOfValue(results, row.roll)),
  }));
  const effects = [...new Set(byResult.map((r) => r.effect))];
  const byEffect = effects.map((effect) => {
    const rows = byResult.filter((r) => r.effect === effect);
    return { effect, rolls: rows.map((r) => r.roll), ...describeProbability(sum(rows.map((r) => r.probability))) };
  });
  const range = resultRange(tables);
  const leavesTable = 6 + mods.total > range.max || 1 + mods.total < range.min;
  return {
    modifiers: mods.applied,
    total: mods.total,
    byResult,
    byEffect,
    findings: mods.findings,
    readings: leavesTable ? [COUNTER_BATTERY_ABOVE_SEVEN] : [],
  };
}
