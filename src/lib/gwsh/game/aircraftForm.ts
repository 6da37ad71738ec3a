/**
 * The aircraft page's form (GWSH 8.2.4, 10.4): the year, the air-superiority maximum as typed and the
 * types bought, read into `checkAircraft` (the list builder's own check). The page keeps only the form.
 */
import type { TableOf } from '../../data/parseTable.ts';
import { parseOptionalWholeNumber, type ParsedOptionalNumber } from '../../forms/wholeNumber.ts';
import { checkAircraft, type AircraftCheck } from '../list/aircraft.ts';
import { availableIn, resolveAircraft } from '../list/rows.ts';
import { isFields, isShortText, isYear } from '../../forms/keptForm.ts';

/** The aircraft table (GWSH 10.4), which the page passes in. */
export type AircraftTable = TableOf<'aircraft'>;

export interface AircraftForm {
  year: number;
  /** The most aircraft air superiority allows (main rulebook 9.1.1), as typed; empty when not known. */
  maxText: string;
  /** Aircraft bought, by type id. */
  counts: Readonly<Record<string, number>>;
}

export const initialAircraftForm: AircraftForm = { year: 1917, maxText: '', counts: {} };

/** Whether the table offers the type in the year (1914 has none: every type starts later). */
export const offeredIn = (table: AircraftTable, type: string, year: number): boolean => {
  const row = resolveAircraft(table, type);
  return row !== undefined && availableIn(row.ref, year);
};

/** One more or one fewer of a type; never below none. */
export const changeCount = (form: AircraftForm, type: string, by: number): AircraftForm => ({
  ...form,
  counts: { ...form.counts, [type]: Math.max(0, (form.counts[type] ?? 0) + by) },
});

/** The most of one type a kept form may hold: far past any game's, so only a damaged entry is refused. */
const MAX_KEPT_COUNT = 999;

/** A form the page kept, read back (forms/keptForm.ts): null when any field does not fit, or names a type the table lacks. */
export function aircraftFormFrom(table: AircraftTable, json: unknown): AircraftForm | null {
  if (!isFields(json) || !isYear(json.year) || !isShortText(json.maxText, 10) || !isFields(json.counts)) return null;
  const counts: Record<string, number> = {};
  for (const [type, n] of Object.entries(json.counts)) {
    if (!resolveAircraft(table, type) || !Number.isInteger(n) || (n as number) < 0 || (n as number) > MAX_KEPT_COUNT) return null;
    counts[type] = n as number;
  }
  return { year: json.year, maxText: json.maxText, counts };
}

export interface AircraftView {
  max: ParsedOptionalNumber;
  maxAircraft: number | null;
  check: AircraftCheck;
  /** The purchase has reached the maximum: "one more" stops there (a lower maximum typed later is reported, not cut). */
  full: boolean;
}

export function readAircraftForm(table: AircraftTable, form: AircraftForm): AircraftView {
  const max = parseOptionalWholeNumber(form.maxText, 'The most aircraft air superiority allows', 0, 99);
  const maxAircraft = max.ok ? max.value : null;
  // In the table's order, as the page lists the types.
  const purchases = table.rows.map((t) => ({ type: t.id, count: form.counts[t.id] ?? 0 })).filter((p) => p.count > 0);
  const check = checkAircraft({ table, year: form.year, purchases, maxAircraft });
  return { max, maxAircraft, check, full: maxAircraft !== null && check.count >= maxAircraft };
}
