import { describe, it, expect } from 'vitest';
import { execFileSync } from 'node:child_process';
import { allTables } from '../../src/lib/data/registry.ts';
import { publishedTable } from '../../src/lib/data/publish.ts';

// Runs the real command, as users and organisers do.
const gwsh = (...args: string[]) => execFileSync(process.execPath, ['bin/gwsh.mjs', ...args], { encoding: 'utf8' });

describe('gwsh export', () => {
  it('prints every published table, the same data as /data/', async () => {
    const out = JSON.parse(await gwsh('export'));
    expect(Object.keys(out.tables)).toHaveLength(allTables.length);
    expect(out.tables['gwsh/troop-costs-germany']).toEqual(
      JSON.parse(JSON.stringify(publishedTable(allTables.find((t) => t.id === 'troop-costs-germany')!))),
    );
  });

  it('rejects an unknown command with exit code 2 and the usage', async () => {
    try {
      execFileSync(process.execPath, ['bin/gwsh.mjs', 'frobnicate'], { encoding: 'utf8', stdio: 'pipe' });
      expect.unreachable();
    } catch (e) {
      const err = e as { status: number; stderr: string };
      expect(err.status).toBe(2);
      expect(err.stderr).toContain('Unknown command "frobnicate"');
      expect(err.stderr).toContain('gwsh export');
    }
  });
});
