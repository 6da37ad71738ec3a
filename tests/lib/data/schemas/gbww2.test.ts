import { describe, expect, it } from 'vitest';
import { expectEveryRowRead } from '#tests/support/rowSchemas.ts';
import { gbww2RowSchemas } from '#src/lib/data/schemas/gbww2.ts';
import { gbww2, gbww2Tables } from '#src/lib/data/tables/gbww2.ts';

describe('the gbww2 row schemas', () => {
  it('read every row of every gbww2 table', () => {
    expectEveryRowRead(gbww2Tables, gbww2RowSchemas);
  });

  it('refuses a row with a field the chart does not have', () => {
    const row = gbww2.sightingDistances.rows[0]!;
    expect(gbww2RowSchemas['gbww2-sighting'].safeParse(row).success).toBe(true);
    expect(gbww2RowSchemas['gbww2-sighting'].safeParse({ ...row, colour: 'red' }).success).toBe(false);
  });
});
