import { describe, expect, it } from 'vitest';
import { nationIds } from '../../../src/lib/data/nationIds.ts';
import { nationsTable } from '../../../src/lib/data/tables/gwsh/nations.ts';
import { allTroopCosts } from '../../../src/lib/data/tables/costTablesAll.ts';

describe('the GWSH nation ids', () => {
  it('are the fourteen nations of the nations table, each with its troop-cost table', () => {
    expect(nationIds).toHaveLength(14);
    expect([...nationIds].sort()).toEqual(nationsTable.rows.map((r) => r.id).sort());
    expect(allTroopCosts.map((t) => t.nation).sort()).toEqual([...nationIds].sort());
  });
});
