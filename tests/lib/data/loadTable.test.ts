import { describe, expect, it } from 'vitest';
import { loadTable } from '#src/lib/data/loadTable.ts';

describe('loadTable', () => {
  it('hands back a file of the expected kind and system as it is', () => {
    const json = { id: 'aircraft', system: 'gwsh', kind: 'aircraft', rows: [] };
    expect(loadTable('gwsh', 'aircraft', json)).toBe(json);
  });

  it('refuses a file wired to the wrong role, naming the file and what was expected', () => {
    const json = { id: 'list-points', system: 'gwsh', kind: 'list-points', rows: [] };
    expect(() => loadTable('gwsh', 'aircraft', json)).toThrow(
      'src/content/tables/gwsh/list-points.json: expected a "aircraft" table of system "gwsh"',
    );
    expect(() => loadTable('1916', 'list-points', json)).toThrow('expected a "list-points" table of system "1916"');
  });
});
