/** The command line's own words (src/cli/main.ts): help, the version, and a mistyped command. */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import changelogJson from '../../src/content/data-changelog.json' with { type: 'json' };
import packageJson from '../../package.json' with { type: 'json' };
import { gwsh, PROCESS_MS, root } from './gwsh.ts';

describe('gwsh help, --version and mistakes', () => {
  it('lists every command with one sentence each, on stdout, exit 0', async () => {
    const r = await gwsh('help');
    expect(r.code).toBe(0);
    for (const name of ['cost', 'export', 'scenario', 'vp']) expect(r.stdout).toContain(`gwsh ${name}`);
    expect(r.stdout).toContain('Scores a gwsh-game file');
    expect((await gwsh('--help')).stdout).toBe(r.stdout);
  });

  it('helps with one command, by "help <command>" or "<command> --help"', async () => {
    const r = await gwsh('help', 'vp');
    expect(r).toEqual({
      code: 0,
      stdout:
        "Usage: gwsh vp [--rules pack.json] [--json] <game-file | ->\nScores a gwsh-game file: victory points and competition scores for both players; --rules applies an event's rules pack.\n",
      stderr: '',
    });
    expect(await gwsh('vp', '--help')).toEqual(r);
  });

  it('prints the package and data versions', async () => {
    const r = await gwsh('--version');
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`gwsh ${packageJson.version} (data version ${changelogJson.entries[0]!.version})\n`);
  });

  it('suggests the command a typo most likely meant, and nothing when none is near', async () => {
    const typo = await gwsh('cots', 'list.json');
    expect(typo.code).toBe(2);
    expect(typo.stderr).toMatch(/^Unknown command "cots"\. Did you mean "cost"\?\n/);
    const far = await gwsh('frobnicate');
    expect(far.stderr).toMatch(/^Unknown command "frobnicate"\.\n/);
    expect((await gwsh('help', 'exprot')).stderr).toContain('Did you mean "export"?');
  });

  it('says in one sentence which Node it needs when run on one too old, with no stack trace', () => {
    // The machine's own Node, when older than 22.18 (CI and developer machines here have Node 20).
    const [major] = process.versions.node.split('.').map(Number) as [number];
    const system = spawnSync('node', ['--version'], { encoding: 'utf8', timeout: PROCESS_MS }).stdout.trim();
    const [sMajor, sMinor] = system.slice(1).split('.').map(Number) as [number, number];
    const old = sMajor < 22 || (sMajor === 22 && sMinor < 18);
    if (!old)
      expect(major).toBeGreaterThanOrEqual(22); // nothing older to try on this machine
    else {
      const r = spawnSync('node', ['bin/gwsh.mjs', 'help'], { cwd: root, encoding: 'utf8', timeout: PROCESS_MS });
      expect(r.status).toBe(2);
      expect(r.stderr).toBe(
        `gwsh needs Node.js 22.18 or newer (this is ${system.slice(1)}). Run it as "npm run --silent gwsh -- <command>", which uses the Node the project installs, or upgrade Node.\n`,
      );
    }
  });
});
