import { describe, expect, it } from 'vitest';
import { allTables } from '#src/lib/data/registry.ts';
import { tableSchemas } from '#src/lib/data/schemas.ts';
import { rules1916 } from '#src/lib/data/tables/rules1916.ts';

const MARKS = /[¹²³⁴⁵]/g;

describe('table footnotes (a table-level field)', () => {
  it('every marker printed in a cell (¹ ² ³) is explained by a footnote of its own table', () => {
    for (const t of allTables) {
      const used = new Set(JSON.stringify(t.rows).match(MARKS) ?? []);
      const explained = new Set((t.footnotes ?? []).map((n) => n.mark));
      for (const mark of used) expect(explained.has(mark), `${t.system}/${t.id} ${mark}`).toBe(true);
    }
  });

  it('the 1916 terrain effects carry their three notes; the base sizes their one', () => {
    expect(rules1916.terrainEffects.footnotes?.map((n) => n.mark)).toEqual(['¹', '²', '³']);
    expect(rules1916.baseSizes.footnotes?.map((n) => n.mark)).toEqual(['¹']);
  });

  it('a footnote needs a mark and a text', () => {
    const table = structuredClone(rules1916.baseSizes) as Record<string, unknown>;
    table.footnotes = [{ mark: '¹', text: '' }];
    expect(tableSchemas['1916-base-sizes'].safeParse(table).success).toBe(false);
    table.footnotes = [{ mark: '¹', text: 'A note.' }];
    expect(tableSchemas['1916-base-sizes'].safeParse(table).success).toBe(true);
  });
});
