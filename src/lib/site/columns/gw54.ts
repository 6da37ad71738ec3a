/** Column layout of the gw54 tables. */
import type { gw54RowSchemas } from '../../data/schemas/gw54.ts';
import type { ColumnsFor } from './types.ts';

export const gw54Columns: ColumnsFor<keyof typeof gw54RowSchemas> = {};
