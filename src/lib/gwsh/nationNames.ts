/** A nation's name as the nations table gives it (GWSH 10.5.2), for labels and messages; an unknown id as it is. */
import { nationsTable } from '../data/tables/gwsh/nations.ts';

export const nationName = (nation: string): string => nationsTable.rows.find((n) => n.id === nation)?.name ?? nation;
