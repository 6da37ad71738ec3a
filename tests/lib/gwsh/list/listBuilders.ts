/** Small builders for test lists, so each worked example shows only what it is about. */
import type { Brigade, GwshList } from '../../../../src/lib/gwsh/list/listFile.ts';
import type { Grade } from '../../../../src/lib/gwsh/list/listFormat.ts';

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
