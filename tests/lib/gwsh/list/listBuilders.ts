/** Small builders for test lists, so each worked example shows only what it is about. */
import type { ListCost } from '#src/lib/gwsh/list/costList.ts';
import type { Brigade, GwshList } from '#src/lib/gwsh/list/listFile.ts';
import type { Grade } from '#src/lib/gwsh/list/listFormat.ts';

export function list(fields: Partial<GwshList> & Pick<GwshList, 'nation' | 'year'>): GwshList {
  return { format: 'gwsh-list', version: 1, name: 'test', list: 'attack', part: 'basic', brigades: [], ...fields };
}

/** A brigade from [unit, count] pairs. */
export function brigade(name: string, grade: Grade, stands: [string, number][], offTable = false): Brigade {
  return { name, grade, offTable, stands: stands.map(([unit, count]) => ({ unit, count })) };
}

/**
 * A German Veteran Defend list one fraction of a point over its 350: 56 Infantry × 5 + 1 MG 1917-18 × 12
 * = 292 × 120 % = 350.4 (rounded, 350). The readings of totals turn on it.
 */
export const defendAt350point4 = (infantry = 56) =>
  list({
    nation: 'germany',
    year: 1917,
    list: 'defend',
    brigades: [
      brigade('A', 'veteran', [
        ['infantry', infantry],
        ['mg-1917-18', 1],
      ]),
    ],
  });

/**
 * For the division-wide checks: a list with its Division HQ carries the HQ's no-price note, and one with a
 * single fighting brigade is too small for 9.0 (divisionHq.test.ts tests both); the other tests look past them.
 */
const divisionNotes = new Set(['hq-unpriced', 'too-few-brigades']);
/** The finding codes of a result, sorted, apart from the division notes. */
export const codesBesidesDivision = (r: ListCost) =>
  r.findings
    .map((f) => f.code)
    .filter((c) => !divisionNotes.has(c))
    .sort();
export const errorsBesidesDivision = (r: ListCost) => r.errors.filter((f) => !divisionNotes.has(f.code));
export const readingIds = (r: ListCost) => r.readings.map((x) => x.id);
/** A brigade of the Division HQ alone. */
export const divisionHq = () => brigade('Division HQ', 'regular', [['division-hq', 1]]);
