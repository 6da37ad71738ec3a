/**
 * GWSH 5.0: the strategic situation modifier a nation adds to its tactical-situation die in a year
 * period, read from the strategic situation table. A "-" cell (null) means the nation is not available
 * in that period, which 2.0 does not allow: the modifier is null and a finding says so.
 */
import { nationName, type NationsTable } from '../nationNames.ts';
import type { TableOf } from '../../data/parseTable.ts';
import type { NationId } from '../../data/schemas.ts';
import type { Finding } from '../../findings.ts';
import { periodLabel, yearOf, type YearPeriod } from '../yearPeriod.ts';
import { STRATEGIC_DASH_NOT_AVAILABLE } from '../game/gameDayReadings.ts';
import type { Reading } from '../list/readings.ts';

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
}

/**
 * Italy shares the "Italian (from 1915), Other allied" row only from 1915 (the row's own wording):
 * Italy entered the war in 1915, so in 1914 it has no modifier and is not available.
 */
const rowStartsFrom: Partial<Record<NationId, number>> = { italy: 1915 };

export function strategicModifier(
  tables: { strategicSituation: TableOf<'strategic-situation'>; nations: NationsTable },
  nation: NationId,
  period: YearPeriod,
): StrategicModifier {
  const year = yearOf(period);
  const row = tables.strategicSituation.rows.find((r) => r.nations.includes(nation));
  const from = rowStartsFrom[nation];
  const unavailable = (why: string, reading: Reading | null = null): StrategicModifier => ({
    nation,
    period,
    row: row ? { id: row.id, name: row.name } : null,
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
    reading,
  });
  if (!row) return unavailable('the strategic situation table has no row for it.');
  if (from !== undefined && year < from) {
    return unavailable(`the "${row.name}" row applies to it only from ${from}.`);
  }
  const modifier = row.values[period];
  if (modifier === null)
    return unavailable(`the strategic situation table has "-" for "${row.name}" in that period.`, STRATEGIC_DASH_NOT_AVAILABLE);
  return { nation, period, row: { id: row.id, name: row.name }, modifier, findings: [], reading: null };
}

/** "+2", "0", "-1": how the table prints a modifier. */
export { signed } from '../../numbers/signed.ts';
