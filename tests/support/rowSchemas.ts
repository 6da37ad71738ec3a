/** The row schemas of one rule set read every row of that rule set's tables (tests/lib/data/schemas/). */
import { expect } from 'vitest';
import type { AnyTable } from '../../src/lib/data/parseTable.ts';

type RowSchemas = Readonly<Record<string, { safeParse: (row: unknown) => { success: boolean } }>>;

export function expectEveryRowRead(tables: readonly AnyTable[], schemas: RowSchemas): void {
  for (const table of tables) {
    const schema = schemas[table.kind];
    expect(schema, table.id).toBeDefined();
    for (const row of table.rows) expect(schema!.safeParse(row).success, `${table.id}/${row.id}`).toBe(true);
  }
}
