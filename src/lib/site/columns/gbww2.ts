/** Column layout of the gbww2 tables. */
import type { gbww2RowSchemas } from '../../data/schemas/gbww2.ts';
import type { ColumnsFor } from './types.ts';

export const gbww2Columns: ColumnsFor<keyof typeof gbww2RowSchemas> = {};
