import { describe, expect, it } from 'vitest';
import { expectEveryRowRead } from '#tests/support/rowSchemas.ts';
import { rules1916RowSchemas } from '#src/lib/data/schemas/rules1916.ts';
import { rules1916, rules1916Tables } from '#src/lib/data/tables/rules1916.ts';

describe('the 1916 row schemas', () => {
  it('read every row of every 1916 table', () => {
    expectEveryRowRead(rules1916Tables, rules1916RowSchemas);
  });

  it('refuses a cell the source cannot have', () => {
    const row = rules1916.setupProximity.rows[0]!;
    // Constricted terrain: 80 to 400 yards over rolls 1 to 6; five distances, or words, are refused.
    expect(rules1916RowSchemas['1916-setup-proximity'].safeParse(row).success).toBe(true);
    expect(rules1916RowSchemas['1916-setup-proximity'].safeParse({ ...row, yards: [80, 160, 200, 250, 300] }).success).toBe(false);
    expect(rules1916RowSchemas['1916-setup-proximity'].safeParse({ ...row, yards: ['80 yds'] }).success).toBe(false);
  });
});
