/**
 * GWSH 5.0: the strategic situation modifier a nation adds to its tactical-situation die in a year
 * period, read from the strategic situation table. A "-" cell (null) means the nation is not available
 * in that period, which 2.0 does not allow: the modifier is null and a finding says so.
 */
import { nationName, type NationsTable } from '../nationNames.ts';
import type { TableOf } from '../../data/parseTable.ts';
import type { NationId } from '../../data/schemas.ts';
import type { Finding } from '../../findings.ts';
import { periodLabel, type YearPeriod } from '../yearPeriod.ts';
import { strategicCell } from '../strategicCell.ts';
import type { Reading } from '../../reading.ts';

/** 5.0: a dash in the strategic situation table. */
export const STRATEGIC_DASH_NOT_AVAILABLE: Reading = {
  id: 'strategic-dash-not-available',
  rule: '5.0',
  title: 'A dash in the strategic situation table means the nation was not at war that year',
  explanation:
    'The strategic situation table gives a modifier for each nation and year, and a dash in some cells. We read a dash as "this nation is not available in that year" (not at war, or out of it): the generator does not offer it, rather than counting it as a modifier of 0.',
  alternative: 'Read a dash as a modifier of 0 for that year.',
};

export interface StrategicModifier {
  nation: NationId;
  period: YearPeriod;
  /** The table row used, or null when no row applies to the nation in this period. */
  row: { id: string; name: string } | null;
  /** The modifier, or null where the table has "-" or no row applies. */
  modifier: number | null;
  findings: Finding[];
  /** The reading a "-" cell relied on (STRATEGIC_DASH_NOT_AVAILABLE), else null. */
  reading: Reading | null;
  /** A "-" cell read as 0, as the event chose (the alternative of STRATEGIC_DASH_NOT_AVAILABLE). */
  dashAsZero: boolean;
}

/**
 * Italy shares the "Italian (from 1915), Other allied" row only from 1915 (the row's own wording):
 * Italy entered the war in 1915, so in 1914 it has no modifier and is not available.
 */
export function strategicModifier(
  tables: { strategicSituation: TableOf<'strategic-situation'>; nations: NationsTable },
  nation: NationId,
  period: YearPeriod,
  /** The event reads a "-" as a modifier of 0 (the alternative of STRATEGIC_DASH_NOT_AVAILABLE). */
  dashIsZero = false,
): StrategicModifier {
  const cell = strategicCell(tables.strategicSituation, nation, period);
  const row = cell.row ? { id: cell.row.id, name: cell.row.name } : null;
  const dashAsZero = dashIsZero && cell.missing === 'dash';
  if (cell.missing === null || dashAsZero)
    return { nation, period, row, modifier: cell.modifier ?? 0, findings: [], reading: null, dashAsZero };
  const why =
    cell.missing === 'no-row'
      ? 'the strategic situation table has no row for it.'
      : cell.missing === 'row-starts-later'
        ? `the "${row!.name}" row applies to it only from ${cell.from}.`
        : `the strategic situation table has "-" for "${row!.name}" in that period.`;
  return {
    nation,
    period,
    row,
    modifier: null,
    findings: [
      {
        code: 'nation-not-available',
        severity: 'error',
        message: `${nationName(tables.nations, nation)} is not available in ${periodLabel(period)}: ${why}`,
        rule: '2.0',
        path: 'period',
      },
    ],
    reading: cell.missing === 'dash' ? STRATEGIC_DASH_NOT_AVAILABLE : null,
    dashAsZero,
  };
}

/** "+2", "0", "-1": how the table prints a modifier. */
export { signed } from '../../numbers/wording.ts';
