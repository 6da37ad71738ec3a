/**
 * What a clone of the repository must be able to follow on its own: code, tests and scripts cite rule
 * sections, files and the docs/ pages, never an issue tracker's numbers or a design document a clone
 * does not have.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../', import.meta.url).pathname;
const tracked = execFileSync('git', ['ls-files', 'src', 'tests', 'scripts', 'bin', 'public', '.ci', '*.mjs', '*.ts'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => /\.(ts|tsx|astro|mjs|js|css|sh)$/.test(f) || f === '.ci/run');

// Written in pieces so that this file does not match itself.
const issueTag = new RegExp(['\\bissues?', ' \\d+'].join(''), 'i');
const designRef = new RegExp(['DESIGN', '(?: §|\\.md)|', 'CONVEN', 'TIONS'].join(''));
// The team's numbered source documents are not in a clone: code names the rule set and section instead.
const sourceNumber = new RegExp(['\\bseeds? ', '0\\d\\d'].join(''), 'i');

describe('the repository speaks for itself', () => {
  it('finds the files it checks', () => {
    expect(tracked).toContain('src/lib/gwsh/list/costList.ts');
    expect(tracked.length).toBeGreaterThan(300);
  });

  it('cites no issue numbers, no design or conventions document and no numbered source outside the repository', () => {
    const offending = tracked.flatMap((file) =>
      readFileSync(`${root}${file}`, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          issueTag.test(line) || designRef.test(line) || sourceNumber.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(offending).toEqual([]);
  });
});

describe('a quiet install', () => {
  it('approves, in package.json, every dependency in the lock file that runs an install script', () => {
    // npm lists on every install the packages with install scripts that `allowScripts` does not cover (and a
    // later npm skips their scripts: the `node` package's puts Node 24 in node_modules/.bin).
    const lock = JSON.parse(readFileSync(`${root}package-lock.json`, 'utf8')) as {
      packages: Record<string, { hasInstallScript?: boolean }>;
    };
    const { allowScripts } = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { allowScripts: Record<string, boolean> };
    const scripted = Object.entries(lock.packages)
      .filter(([, p]) => p.hasInstallScript)
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
    expect(scripted.length).toBeGreaterThan(0);
    for (const name of scripted) expect(allowScripts[name], name).toBe(true);
  });
});
