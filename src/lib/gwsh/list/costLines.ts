/**
 * The shapes a costed list is reported in (lines, steps, sections), and the pricing of a line: count ×
 * the row's points, exact. Shared by brigades, aircraft and defences.
 */
import type { Finding } from '../../findings.ts';
import { formatPoints, points, sum, times, toNumber, ZERO, type Points } from '../../points/exact.ts';

/** The table row a line or step was costed from. */
export interface RowRef {
  /** Table id, e.g. "troop-costs-germany", "generic-troops", "aircraft". */
  table: string;
  rowId: string;
  /** The source's wording of the row. */
  name: string;
  /** Permanent link to the row. */
  href: string;
  /** Years the row is available, inclusive, where the table limits them. */
  years?: { from: number; to: number };
  /** What the source leaves unclear about the row. */
  note?: string;
}

/** One purchase: a stand type in a brigade, an aircraft type or a defence item. */
export interface CostLine {
  /** Where it is in the list file, e.g. "brigades[0].stands[1]". */
  path: string;
  /** The id as written in the list. */
  id: string;
  count: number;
  /** null: the id is in no table this line may use ("unresolved"); it is shown and costed 0. */
  row: RowRef | null;
  /** Points per stand or item from the table; null when unresolved or the table has no value. */
  pointsEach: number | null;
  subtotal: number;
  subtotalText: string;
}

/** A line of the arithmetic, in order, each linking to the row it used. */
export interface Step {
  kind: 'line' | 'base' | 'quality' | 'off-table' | 'foo' | 'cost';
  label: string;
  /** The running value after this step (for 'line', the line's subtotal). */
  value: number;
  text: string;
  href?: string;
}

/** Aircraft or defences: never multiplied (10.2), so a plain sum of lines. */
export interface ItemsCost {
  subtotal: number;
  subtotalText: string;
  lines: CostLine[];
}

/** A figure together with its exact value, for summing before it is turned into plain numbers. */
export interface Priced<T> {
  view: T;
  exact: Points;
}

export const plain = (value: Points) => ({ value: toNumber(value), text: formatPoints(value) });

/** Prices one line: count × points each, exact; an unresolved row or an empty cell costs 0. */
export function priceLine(path: string, id: string, count: number, row: RowRef | null, each: number | null): Priced<CostLine> {
  const exact = row && each !== null ? times(points(each), count) : ZERO;
  const view: CostLine = {
    path,
    id,
    count,
    row,
    pointsEach: row ? each : null,
    subtotal: toNumber(exact),
    subtotalText: formatPoints(exact),
  };
  return { view, exact };
}

export function sumLines(lines: readonly Priced<CostLine>[]): Priced<ItemsCost> {
  const exact = sum(lines.map((l) => l.exact));
  const { value, text } = plain(exact);
  return { view: { subtotal: value, subtotalText: text, lines: lines.map((l) => l.view) }, exact };
}

/** GWSH 10.5: a row whose cost cell is empty in the data is costed 0 and said so. */
export function missingCostFinding(line: CostLine): Finding | null {
  if (!line.row || line.pointsEach !== null) return null;
  return {
    code: 'missing-cost',
    severity: 'warning',
    message: `${line.row.name} has no points value in the source: costed 0, so the list cannot be passed.`,
    rule: '10.5',
    path: line.path,
    undecided: true,
  };
}

/** A stepped label for one line: "9 × Infantry at 5". */
export function lineLabel(line: CostLine): string {
  if (!line.row) return `${line.count} × "${line.id}" (not in the tables, costed 0)`;
  if (line.pointsEach === null) return `${line.count} × ${line.row.name} (no value in the table, costed 0)`;
  return `${line.count} × ${line.row.name} at ${formatPoints(line.pointsEach)}`;
}
