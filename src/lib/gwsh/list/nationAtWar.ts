/**
 * GWSH 2.0: players field only troops available in the game's year. The strategic situation table (5.0)
 * says which nations are at war in each period; a nation it gives no modifier for in any period of the
 * list's year (a "-" cell: reading STRATEGIC_DASH_NOT_AVAILABLE, as the scenario generator reads it) is not
 * at war then, and its list breaks 2.0.
 */
import type { CostTables } from '../../data/tables/costTables.ts';
import type { Finding } from '../../findings.ts';
import { isNationId } from '../../data/nationIds.ts';
import { nationName } from '../nationNames.ts';
import { strategicModifier } from '../scenario/strategicModifier.ts';
import { yearOf, yearPeriods } from '../yearPeriod.ts';
import type { Reading } from './readings.ts';

export interface NationAtWar {
  findings: Finding[];
  /** The reading the verdict rests on, when it rests on one. */
  readings: Reading[];
}

export function nationAtWar(tables: Pick<CostTables, 'strategicSituation' | 'nations'>, nation: string, year: number): NationAtWar {
  if (!isNationId(nation)) return { findings: [], readings: [] };
  const periods = yearPeriods.filter((p) => yearOf(p) === year).map((p) => strategicModifier(tables, nation, p));
  if (periods.length === 0 || periods.some((p) => p.modifier !== null)) return { findings: [], readings: [] };
  const readings = [...new Set(periods.flatMap((p) => (p.reading ? [p.reading] : [])))];
  const why = periods[0]!.findings[0]?.message.replace(/^.*?: /, '') ?? '';
  return {
    findings: [
      {
        code: 'nation-not-at-war',
        severity: 'error',
        rule: '2.0',
        path: 'year',
        message: `${nationName(tables.nations, nation)} is not at war in ${year}, so it fields no list that year: ${why}`,
        ...(readings[0] && { reading: readings[0].id }),
      },
    ],
    readings,
  };
}
