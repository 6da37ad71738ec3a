import { describe, expect, it } from 'vitest';
import { expectEveryRowRead } from '#tests/support/rowSchemas.ts';
import { gw54RowSchemas } from '#src/lib/data/schemas/gw54.ts';
import { gw54, gw54Tables } from '#src/lib/data/tables/gw54.ts';

describe('the gw54 row schemas', () => {
  it('read every row of every gw54 table', () => {
    expectEveryRowRead(gw54Tables, gw54RowSchemas);
  });

  it('refuses a cell the source cannot have', () => {
    const row = gw54.weapons.rows[0]!;
    expect(gw54RowSchemas['gw54-weapon'].safeParse(row).success).toBe(true);
    // No weapon rolls no dice, and ranges are never negative.
    expect(gw54RowSchemas['gw54-weapon'].safeParse({ ...row, dice: 0 }).success).toBe(false);
    expect(gw54RowSchemas['gw54-weapon'].safeParse({ ...row, longRangeTo: -1 }).success).toBe(false);
  });
});
