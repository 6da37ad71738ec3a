import { describe, expect, it } from 'vitest';
import { nationIds } from '#src/lib/data/nationIds.ts';
import { allTroopCosts } from '#src/lib/data/tables/costTablesAll.ts';
import { gwsh } from '#src/lib/data/registry.ts';

const nationsTable = gwsh.nations;

describe('the GWSH nation ids', () => {
  it('are the fourteen nations of the nations table, each with its troop-cost table', () => {
    expect(nationIds).toHaveLength(14);
    expect([...nationIds].sort()).toEqual(nationsTable.rows.map((r) => r.id).sort());
    expect(allTroopCosts.map((t) => t.nation).sort()).toEqual([...nationIds].sort());
  });
});
