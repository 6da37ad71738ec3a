/**
 * What a list may buy, for the list builder's pickers: the stands of a nation's cost table and the generic
 * troops (GWSH 10.5), aircraft (10.4) and defences (10.5.1), each with its price and whether it is
 * available in the chosen year; and the type-ahead search over them.
 */
import type { RowOf } from '../../data/schemas.ts';
import { formatPoints } from '../../points/exact.ts';
import { rowHref } from '../../data/links.ts';
import { formatSpan, spanContains, type YearSpan } from '../../data/yearSpan.ts';
import { MAX_COUNT } from './listFormat.ts';
import type { CostTables } from '../../data/tables/costTables.ts';
import type { Alternatives } from '../../reading.ts';
import { HQ_COSTED_ZERO } from './readings.ts';
import { infantryHq } from './unitRows.ts';

export interface PickerOption {
  /** The id written into the list file. */
  id: string;
  name: string;
  /** Points each; null where the table has no value. */
  points: number | null;
  /** "5", "12.5", or "no value". */
  pointsText: string;
  /** 'nation' for the nation's own table, 'generic' for the shared one, or the table's kind. */
  source: 'nation' | 'generic' | 'aircraft';
  /** false: the row is outside the chosen year (still offered, marked). */
  inYear: boolean;
  /** "1917–18", or null for a row without years. */
  yearsText: string | null;
  /** What the source leaves unclear about the row. */
  note: string | null;
  href: string;
}

const yearsText = (y: YearSpan | undefined) => (y ? formatSpan(y) : null);
const priceText = (p: number | null) => (p === null ? 'no value' : formatPoints(p));

/**
 * The stands a brigade of `nation` can buy: its own rows in table order, then the generic troops. A Division
 * or Corps HQ is priced as the nation's infantry HQ stand where the event takes that reading (HQ_COSTED_ZERO).
 */
export function standOptions(tables: CostTables, nation: string, year: number, alternatives?: Alternatives): PickerOption[] {
  const table = tables.troopCosts.get(nation);
  const own: PickerOption[] = (table?.rows ?? []).map((row) => ({
    id: row.id,
    name: row.name,
    points: row.points,
    pointsText: priceText(row.points),
    source: 'nation',
    inYear: spanContains(row.years, year),
    yearsText: yearsText(row.years),
    note: row.note ?? null,
    href: rowHref(table!, row.id),
  }));
  const taken = new Set(own.map((o) => o.id));
  const hq = alternatives?.has(HQ_COSTED_ZERO.id) ? infantryHq(tables, nation) : undefined;
  const generic = tables.genericTroops.rows
    .filter((row: RowOf<'generic-troops'>) => (row.kind === 'troop' || row.kind === 'hq') && !taken.has(row.id))
    .map((row) => genericOption(tables, row, row.kind === 'hq' && hq ? hq.points : row.points));
  return [...own, ...generic];
}

/** Aircraft types (10.4); none is available in 1914 (8.2.4). */
export function aircraftOptions(tables: Pick<CostTables, 'aircraft'>, year: number): PickerOption[] {
  return tables.aircraft.rows.map((row) => ({
    id: row.id,
    name: row.name,
    points: row.points,
    pointsText: priceText(row.points),
    source: 'aircraft',
    inYear: year !== 1914 && spanContains(row.years, year),
    yearsText: row.yearsText,
    note: row.note ?? null,
    href: rowHref(tables.aircraft, row.id),
  }));
}

/** Field defences and gas fire missions, bought unmultiplied with the list (10.5.1). */
export function defenceOptions(tables: Pick<CostTables, 'genericTroops'>): PickerOption[] {
  return tables.genericTroops.rows
    .filter((row) => row.kind === 'defence' || row.kind === 'fire-mission')
    .map((row) => genericOption(tables, row));
}

/** A row of the generic troops table, bought in any year. */
const genericOption = (tables: Pick<CostTables, 'genericTroops'>, row: RowOf<'generic-troops'>, points = row.points): PickerOption => ({
  id: row.id,
  name: row.name,
  points,
  pointsText: priceText(points),
  source: 'generic',
  inYear: true,
  yearsText: null,
  note: row.note ?? null,
  href: rowHref(tables.genericTroops, row.id),
});

/** Lower case, accents and punctuation folded, so "stoss" finds "Stosstruppe" and "76 2" finds "76.2mm". */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** A typed query: an optional leading count ("9 inf", "9x inf", "9 × inf") and the words to look for. */
export function parsePickerQuery(query: string): { count: number; words: string[] } {
  const match = /^\s*(\d{1,5})\s*(?:[x×*]\s*|\s+)(.*)$/i.exec(query);
  const count = match ? Math.min(Math.max(Number(match[1]), 1), MAX_COUNT) : 1;
  const text = match ? match[2]! : query;
  return { count, words: foldForSearch(text).split(' ').filter(Boolean) };
}

/**
 * The options a query matches: every word must occur in the name or id. In-year rows come first, then
 * names that start with the first word, then words that start a word of the name; otherwise table order.
 */
export function filterOptions(options: readonly PickerOption[], words: readonly string[]): PickerOption[] {
  const scored = options.flatMap((option, order) => {
    const name = ` ${foldForSearch(option.name)}`;
    const haystack = `${name} ${foldForSearch(option.id)}`;
    if (!words.every((w) => haystack.includes(w))) return [];
    const first = words[0];
    const rank = !first ? 0 : name.startsWith(` ${first}`) ? 0 : words.every((w) => haystack.includes(` ${w}`)) ? 1 : 2;
    return [{ option, order, score: (option.inYear ? 0 : 10) + rank }];
  });
  return scored.sort((a, b) => a.score - b.score || a.order - b.order).map((s) => s.option);
}
