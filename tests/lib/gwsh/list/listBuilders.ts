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
