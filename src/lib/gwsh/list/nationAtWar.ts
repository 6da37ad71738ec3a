/**
 * GWSH 2.0: players field only troops available in the game's year. The strategic situation table (5.0)
 * says which nations are at war in each period; a nation it gives no modifier for in any period of the
 * list's year (a "-" cell read as the scenario generator reads it: reading strategic-dash-not-available) is
 * not at war then, and its list breaks 2.0.
 */
import type { CostTables } from '../../data/tables/costTables.ts';
import type { Finding } from '../../findings.ts';
import { nationName } from '../nationNames.ts';
import { strategicCell } from '../strategicCell.ts';
import { yearOf, yearPeriods } from '../yearPeriod.ts';

/** The reading a verdict from a "-" cell rests on (its text is on the readings page, game/gameDayReadings.ts). */
export const DASH_READING_ID = 'strategic-dash-not-available';

/** `dashIsZero`: the event reads a "-" as a modifier of 0 (the alternative of that reading), so it is at war. */
export function nationAtWar(
  tables: Pick<CostTables, 'strategicSituation' | 'nations'>,
  nation: string,
  year: number,
  dashIsZero = false,
): Finding[] {
  const cells = yearPeriods.filter((p) => yearOf(p) === year).map((p) => strategicCell(tables.strategicSituation, nation, p));
  const [first] = cells;
  // An unknown nation is reported once, as such (costList.ts); a year outside the table is the file's problem.
  if (!first || first.missing === 'no-row' || cells.some((c) => c.missing === null || (dashIsZero && c.missing === 'dash'))) return [];
  const why =
    first.missing === 'row-starts-later'
      ? `the strategic situation table's "${first.row!.name}" row applies to it only from ${first.from}`
      : `the strategic situation table has "-" for "${first.row!.name}" in ${year}`;
  return [
    {
      code: 'nation-not-at-war',
      severity: 'error',
      rule: '2.0',
      path: 'year',
      message: `${nationName(tables.nations, nation)} is not at war in ${year}, so it fields no list that year: ${why}.`,
      ...(first.missing === 'dash' && { reading: DASH_READING_ID }),
    },
  ];
}
