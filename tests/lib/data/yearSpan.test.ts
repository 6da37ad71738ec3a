import { allCostTables as tables } from '#src/lib/data/tables/costTablesAll.ts';
import { describe, expect, it } from 'vitest';
import { formatSpan, spanContains } from '#src/lib/data/yearSpan.ts';
import { costList } from '#src/lib/gwsh/list/costList.ts';

describe('year spans', () => {
  it('contain their end years and nothing outside; no span means the whole war', () => {
    const span = { from: 1915, to: 1916 };
    expect([1914, 1915, 1916, 1917].map((y) => spanContains(span, y))).toEqual([false, true, true, false]);
    expect(spanContains(undefined, 1914)).toBe(true);
  });

  it('read one way everywhere: "1917", "1917–18"', () => {
    expect(formatSpan({ from: 1917, to: 1917 })).toBe('1917');
    expect(formatSpan({ from: 1917, to: 1918 })).toBe('1917–18');
  });

  it('name the span in a list finding the same way', () => {
    // Germany's MG 1917-18 in a 1916 list: outside its years (2.0).
    const cost = costList(
      {
        format: 'gwsh-list',
        version: 1,
        nation: 'germany',
        year: 1916,
        list: 'attack',
        part: 'basic',
        brigades: [{ name: 'A', grade: 'regular', stands: [{ unit: 'mg-1917-18', count: 1 }] }],
      },
      tables,
    );
    expect(cost.findings.find((f) => f.code === 'unit-outside-year')?.message).toBe(
      'MG 1917-18 is available in 1917–18 only, not in 1916.',
    );
  });
});
