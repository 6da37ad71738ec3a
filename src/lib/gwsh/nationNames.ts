/** A nation's name as the nations table gives it (GWSH 10.5.2), for labels and messages; an unknown id as it is. */
import type { TableOf } from '../data/parseTable.ts';

export type NationsTable = TableOf<'nations'>;

export const nationName = (nations: NationsTable, nation: string): string => nations.rows.find((n) => n.id === nation)?.name ?? nation;
