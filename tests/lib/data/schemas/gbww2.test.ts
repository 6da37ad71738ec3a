import { describe, expect, it } from 'vitest';
import { gbww2RowSchemas } from '../../../../src/lib/data/schemas/gbww2.ts';
import { gbww2, gbww2Tables } from '../../../../src/lib/data/tables/gbww2.ts';

describe('the gbww2 row schemas', () => {
  it('read every row of every gbww2 table', () => {
    for (const table of gbww2Tables) {
      const schema = (gbww2RowSchemas as Record<string, { safeParse: (row: unknown) => { success: boolean } }>)[table.kind];
      expect(schema, table.id).toBeDefined();
      for (const row of table.rows) expect(schema!.safeParse(row).success, `${table.id}/${row.id}`).toBe(true);
    }
  });

  it('refuses a row with a field the chart does not have', () => {
    const row = gbww2.sightingDistances.rows[0]!;
    expect(gbww2RowSchemas['gbww2-sighting'].safeParse(row).success).toBe(true);
    expect(gbww2RowSchemas['gbww2-sighting'].safeParse({ ...row, colour: 'red' }).success).toBe(false);
  });
});
