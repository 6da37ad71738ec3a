/** Column layout of the rules1916 tables. */
import type { rules1916RowSchemas } from '../../data/schemas/rules1916.ts';
import type { ColumnsFor } from './types.ts';

export const rules1916Columns: ColumnsFor<keyof typeof rules1916RowSchemas> = {};
