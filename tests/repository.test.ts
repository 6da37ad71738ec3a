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
