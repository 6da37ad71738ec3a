/**
 * The counter-battery page's form (GWSH 8.2.3): what the player chose and typed, read into the engine's
 * input, its odds and, once a die is typed, its result. The page keeps only the form.
 */
import { nationIds, type NationId } from '../../data/nationIds.ts';
import { isFields, isOneOf, isShortText, isYear } from '../../forms/keptForm.ts';
import { compareOdds, oddsOf, type OddsChoice } from '../../dice/oddsView.ts';
import type { Reading } from '../../reading.ts';
import { parseWholeNumber, type ParsedNumber } from '../../forms/wholeNumber.ts';
import {
  counterBatteryOdds,
  counterBatteryResult,
  type CounterBatteryInput,
  type CounterBatteryOdds,
  type CounterBatteryResult,
  type CounterBatteryTables,
} from './counterBattery.ts';

export interface CounterBatteryForm {
  nation: NationId;
  year: number;
  gasUsed: boolean;
  attackDefence: boolean;
  /** The die as typed from a real die; empty until then. */
  dieText: string;
}

/** A form the page kept, read back (forms/keptForm.ts): null when any field does not fit. */
export function counterBatteryFormFrom(json: unknown): CounterBatteryForm | null {
  if (!isFields(json) || !isOneOf(nationIds, json.nation) || !isYear(json.year) || !isShortText(json.dieText, 10)) return null;
  if (typeof json.gasUsed !== 'boolean' || typeof json.attackDefence !== 'boolean') return null;
  return { nation: json.nation, year: json.year, gasUsed: json.gasUsed, attackDefence: json.attackDefence, dieText: json.dieText };
}

export const initialCounterBatteryForm: CounterBatteryForm = {
  nation: 'british-empire',
  year: 1917,
  gasUsed: false,
  attackDefence: true,
  dieText: '',
};

export interface CounterBatteryView {
  input: CounterBatteryInput;
  odds: CounterBatteryOdds;
  /** The effects from weakest to strongest, without gas and with gas side by side (the gas modifier, 8.2.3). */
  choices: [OddsChoice, OddsChoice];
  /** The readings either column of the odds relies on (the gas column may pass the table's last row). */
  oddsReadings: Reading[];
  /** Null while the die field is empty. */
  die: ParsedNumber | null;
  result: CounterBatteryResult | null;
}

/** One fire's odds as a table: effects in the results table's order, rows 1–2 sharing "No effect". */
function effectOdds(odds: CounterBatteryOdds) {
  return oddsOf(
    odds.byEffect.map((e) => ({ key: e.effect, label: `${e.effect} (row ${e.rolls.join(' or ')})`, probability: e.probability })),
  );
}

export function readCounterBatteryForm(tables: CounterBatteryTables, form: CounterBatteryForm): CounterBatteryView {
  const input: CounterBatteryInput = { nation: form.nation, year: form.year, gasUsed: form.gasUsed, attackDefence: form.attackDefence };
  const odds = counterBatteryOdds(tables, input);
  const withoutGas = form.gasUsed ? counterBatteryOdds(tables, { ...input, gasUsed: false }) : odds;
  const withGas = form.gasUsed ? odds : counterBatteryOdds(tables, { ...input, gasUsed: true });
  const die = form.dieText.trim() === '' ? null : parseWholeNumber(form.dieText, 'The die', 1, 6);
  return {
    input,
    odds,
    oddsReadings: [...new Map([...withoutGas.readings, ...withGas.readings].map((r) => [r.id, r])).values()],
    choices: compareOdds({ label: 'Without gas', odds: effectOdds(withoutGas) }, { label: 'With gas', odds: effectOdds(withGas) }),
    die,
    result: die?.ok ? counterBatteryResult(tables, input, die.value) : null,
  };
}
