import { describe, it, expect } from 'vitest';
import { allTables } from '../../src/lib/data/registry.ts';
import { publishedTable } from '../../src/lib/data/publish.ts';
import { gwsh } from './gwsh.ts';

describe('gwsh export', () => {
  it('prints every published table, the same data as /data/', async () => {
    const r = await gwsh('export');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(Object.keys(out.tables)).toHaveLength(allTables.length);
    expect(out.tables['gwsh/troop-costs-germany']).toEqual(
      JSON.parse(JSON.stringify(publishedTable(allTables.find((t) => t.id === 'troop-costs-germany')!))),
    );
  });

  it('rejects an unknown command with exit code 2 and the usage', async () => {
    const r = await gwsh('frobnicate');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('Unknown command "frobnicate"');
    expect(r.stderr).toContain('gwsh export');
  });
});
