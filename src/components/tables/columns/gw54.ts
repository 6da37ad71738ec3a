/** Column layout of the gw54 tables. */
import type { gw54RowSchemas } from '#src/lib/data/schemas/gw54.ts';
import type { ColumnsFor } from './types.ts';

const inches = (v: number) => `${v}"`;

export const gw54Columns: ColumnsFor<keyof typeof gw54RowSchemas> = {
  'gw54-weapon': {
    nameHeader: 'Weapon type',
    columns: [
      {
        header: 'Short range',
        cell: (r) => (r.shortRangeFrom > 0 ? `${inches(r.shortRangeFrom)} – ${inches(r.shortRangeTo)}` : inches(r.shortRangeTo)),
        numeric: true,
      },
      { header: 'Long range', cell: (r) => inches(r.longRangeTo), numeric: true },
      { header: 'Effect', cell: (r) => `${r.dice}d6`, numeric: true },
    ],
  },
  'gw54-hit-score': {
    nameHeader: 'Range band',
    columns: [{ header: 'Each die hits on', cell: (r) => `${r.hitOn}+`, numeric: true }],
  },
};
