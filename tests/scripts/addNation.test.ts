/**
 * Adding a nation is its tables alone: in a copy of the repository, a nation added to the nations table
 * with its troop-cost table is taken by `npm run pin-ids` (which reads the nations table before any table is
 * validated against the nation ids it writes) and by the build, which publishes its page and JSON copy.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, expect, it } from 'vitest';

const repo = process.cwd();
const copy = mkdtempSync(join(tmpdir(), 'gwt-nation-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

function copyRepository() {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: repo, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    if (!existsSync(join(repo, file))) continue;
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(repo, file), join(copy, file));
  }
  // Hard links: a copy in a moment, and Astro compiles from real paths inside the copy (a symbolic link is refused).
  execFileSync('cp', ['-al', join(repo, 'node_modules'), join(copy, 'node_modules')]);
}

const readJson = (file: string) => JSON.parse(readFileSync(join(copy, file), 'utf8'));

it('a nation added to the nations table, with its troop costs, is pinned and built', { timeout: 240_000 }, () => {
  copyRepository();
  const nations = readJson('src/content/tables/gwsh/nations.json');
  nations.rows.push({ id: 'ruritania', name: 'Ruritania', side: 'allied' });
  writeFileSync(join(copy, 'src/content/tables/gwsh/nations.json'), JSON.stringify(nations, null, 2));
  const costs = readJson('src/content/tables/gwsh/troop-costs-montenegro.json');
  Object.assign(costs, { id: 'troop-costs-ruritania', nation: 'ruritania', title: 'Troop costs: Ruritania' });
  writeFileSync(join(copy, 'src/content/tables/gwsh/troop-costs-ruritania.json'), JSON.stringify(costs, null, 2));

  const run = (script: string) => execFileSync(process.execPath, [script], { cwd: copy, encoding: 'utf8', stdio: 'pipe' });
  // 14 nations and one more.
  expect(run('scripts/pin-ids.ts')).toContain('Wrote the 15 nation ids');
  expect(readFileSync(join(copy, 'src/lib/data/nationIds.ts'), 'utf8')).toContain("  'ruritania',");
  // Montenegro's nine rows, pinned under the new table.
  expect(readJson('src/content/pinned-ids.json')['gwsh/troop-costs-ruritania']).toHaveLength(9);

  run('scripts/build.ts');
  expect(readFileSync(join(copy, 'dist/gwsh/troop-costs/ruritania/index.html'), 'utf8')).toContain('Ruritania');
  expect(readJson('dist/data/gwsh/troop-costs-ruritania.json')).toMatchObject({ nation: 'ruritania' });
});
