/** The build stops on a removed id, an id not pinned, or a changelog that does not read (src/integrations/dataChecks.ts). */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataChecks, dataProblems } from '#src/integrations/dataChecks.ts';
import { DATA_VERSION_FILE, dataVersionFile, NATION_IDS_FILE, nationIdsFile, nationIdsOfTable } from '#src/integrations/dataModules.ts';

/** A copy of the project's data (tables, pins, changelog) to break. */
function copy(): string {
  const root = mkdtempSync(join(tmpdir(), 'data-'));
  cpSync('src/content', join(root, 'src/content'), { recursive: true });
  return root;
}
const edit = (file: string, change: (json: any) => void) => {
  const json = JSON.parse(readFileSync(file, 'utf8'));
  change(json);
  writeFileSync(file, JSON.stringify(json));
};
const buildStart = (root: string) => () => {
  const cwd = process.cwd();
  process.chdir(root);
  try {
    const hook = dataChecks().hooks['astro:build:start'] as unknown as (o: { logger: { info: () => void } }) => void;
    hook({ logger: { info: () => undefined } });
  } finally {
    process.chdir(cwd);
  }
};

describe('the data checks of the build', () => {
  it('pass on the data as it is', () => {
    expect(dataProblems()).toBeNull();
    expect(buildStart('.')).not.toThrow();
  });

  it('stop the build when a published row id is removed', () => {
    const root = copy();
    edit(join(root, 'src/content/tables/gwsh/troop-costs-germany.json'), (t) => {
      t.rows = t.rows.filter((r: { id: string }) => r.id !== 'mg-1917-18');
    });
    expect(dataProblems(root)).toMatch(/removed or renamed.*gwsh\/troop-costs-germany#mg-1917-18/);
    expect(buildStart(root)).toThrow(/The data cannot be published as it is/);
  });

  it('stop it for a new id not pinned, and for a changelog entry that does not read', () => {
    const root = copy();
    edit(join(root, 'src/content/tables/gwsh/aircraft.json'), (t) => {
      t.rows.push({ ...t.rows[0], id: 'airship' });
    });
    edit(join(root, 'src/content/data-changelog.json'), (c) => {
      c.entries[0].date = 'last Tuesday';
    });
    const problems = dataProblems(root)!;
    expect(problems).toMatch(/New ids are not pinned yet.*gwsh\/aircraft#airship/);
    expect(problems).toMatch(/^src\/content\/data-changelog\.json: entries\.0\.date: /m);
  });

  it('stop it when the nations table and the nation ids the pages use differ', () => {
    const root = copy();
    // A fifteenth nation: its row id is new (not pinned), and nationIds.ts does not list it.
    edit(join(root, 'src/content/tables/gwsh/nations.json'), (t) => {
      t.rows.push({ id: 'japan', name: 'Japan', side: 'allied' });
    });
    expect(dataProblems(root)).toMatch(/src\/lib\/data\/nationIds\.ts lists other nations than the nations table: run `npm run pin-ids`/);
  });

  it('stop it when a new changelog entry names a version the pages do not stamp', () => {
    const root = copy();
    edit(join(root, 'src/content/data-changelog.json'), (c) => {
      c.entries.unshift({ ...c.entries[0], version: '9.9.9' });
    });
    expect(dataProblems(root)).toMatch(
      /src\/lib\/data\/dataVersion\.ts names data version [\d.]+, not the changelog's newest, 9\.9\.9: run `npm run pin-ids`/,
    );
  });

  it('find the nation ids and the data version as `npm run pin-ids` writes them from the data', () => {
    const table = JSON.parse(readFileSync('src/content/tables/gwsh/nations.json', 'utf8')) as { rows: { id: string }[] };
    expect(readFileSync(NATION_IDS_FILE, 'utf8')).toBe(nationIdsFile(table.rows.map((r) => r.id)));
    const changelog = JSON.parse(readFileSync('src/content/data-changelog.json', 'utf8')) as { entries: { version: string }[] };
    expect(readFileSync(DATA_VERSION_FILE, 'utf8')).toBe(dataVersionFile(changelog.entries[0]!.version));
  });
});

describe("the nations table's ids, read before any schema", () => {
  it('gives the ids in order, or names the row that is wrong', () => {
    const table = (rows: unknown[]) => JSON.stringify({ id: 'nations', rows });
    expect(nationIdsOfTable(table([{ id: 'france' }, { id: 'new-nation' }]))).toEqual({ ok: true, ids: ['france', 'new-nation'] });
    expect(nationIdsOfTable(table([{ id: 'france' }, { id: 'New Nation' }]))).toEqual({
      ok: false,
      message: 'src/content/tables/gwsh/nations.json rows[1].id must be kebab-case (a-z, 0-9, single dashes)',
    });
    expect(nationIdsOfTable(table([{ id: 'france' }, { id: 'france' }]))).toEqual({
      ok: false,
      message: 'src/content/tables/gwsh/nations.json rows[1].id "france" is used by another nation',
    });
    expect(nationIdsOfTable('{"rows": 3}')).toEqual({ ok: false, message: 'src/content/tables/gwsh/nations.json must have a "rows" list' });
    expect(nationIdsOfTable('{').ok).toBe(false);
  });
});
