/**
 * The command line against hostile and careless input: commands looked up safely, nothing
 * printed as a terminal control sequence, no hang on pipes or devices, `-` as standard input, and the same
 * encodings as the page (UTF-8 with or without BOM, UTF-16 with BOM).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gwsh, gwshAt, gwshProcess, PROCESS_MS } from './gwsh.ts';

const legal = 'tests/fixtures/lists/legal.json';
const game = 'tests/fixtures/games/design-example.json';
const dir = mkdtempSync(join(tmpdir(), 'gwsh-hostile-'));
const file = (name: string, content: string | Buffer) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};
const utf16le = (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
const utf16be = (text: string) => {
  const le = Buffer.from(text, 'utf16le');
  for (let i = 0; i < le.length; i += 2) [le[i], le[i + 1]] = [le[i + 1]!, le[i]!];
  return Buffer.concat([Buffer.from([0xfe, 0xff]), le]);
};

describe('gwsh against hostile input', () => {
  it.each(['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty'])(
    '"%s" is an unknown command (exit 2), not a crash',
    async (name) => {
      const r = await gwsh(name);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(new RegExp(`^Unknown command "${name}"`));
    },
  );

  it('quotes a file name holding a line break on one line, in every refusal that names it', async () => {
    // A name that would otherwise print a line of its own: "FAKE: all fine.json: ...".
    const named = file('x\nFAKE: all fine.json', '{ not json');
    const shown = named.replace('\n', '\\u000a');
    for (const args of [
      ['event', 'check', named],
      ['event', 'score', named, '1', '1', '10', '4'],
      ['vp', named],
    ]) {
      const r = await gwsh(...args);
      expect(r.code, args.join(' ')).toBe(2);
      const said = `${r.stdout}${r.stderr}`;
      expect(said, args.join(' ')).toContain(shown);
      expect(said).not.toMatch(/^FAKE/m);
    }
  });

  it('prints control characters from a file as visible escapes, so a file cannot fake a line', async () => {
    const text = readFileSync(legal, 'utf8').replace('"format"', '"\\u001b[2K\\revil.json: 120/650 OK\\u009b": 1, "format"');
    const r = await gwsh('cost', file('evil.json', text));
    expect(r.code).toBe(2);
    // eslint-disable-next-line no-control-regex -- the escape, carriage return and CSI a crafted name carries
    expect(r.stderr).not.toMatch(/[\u001b\r\u009b]/);
    expect(r.stderr).toContain('\\u001b[2K\\u000devil.json: 120/650 OK\\u009b');
    const name = await gwsh('cost', 'no-such-\u001b[31mfile.json');
    expect(name.stderr).toBe('Cannot read no-such-\\u001b[31mfile.json: there is no such file.\n');
  });

  it('refuses a pipe and a device at once instead of waiting on them', async () => {
    const fifo = join(dir, 'fifo');
    execFileSync('mkfifo', [fifo], { timeout: PROCESS_MS });
    expect(await gwsh('cost', fifo)).toMatchObject({ code: 2, stderr: `Cannot read ${fifo}: it is a pipe, not a file.\n` });
    expect(await gwsh('vp', '/dev/zero')).toMatchObject({ code: 2, stderr: 'Cannot read /dev/zero: it is a device, not a file.\n' });
    const empty = mkdtempSync(join(tmpdir(), 'gwsh-empty-'));
    expect(await gwsh('cost', empty)).toMatchObject({
      code: 2,
      stderr: `Cannot read ${empty}: it is a folder with no .json files in it.\n`,
    });
  });

  it('refuses a file far larger than any list, naming its size', async () => {
    const r = await gwsh('cost', file('huge.json', Buffer.alloc(1_500_000, 0x20)));
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      'huge.json is 1,500 kB, larger than any file the site reads (lists, games, events and rules packs: at most 1,000 kB).',
    );
  });

  it('reads the same encodings as the page: a BOM, UTF-16 LE and BE, for cost and vp alike', async () => {
    const plain = JSON.parse((await gwsh('cost', legal)).stdout);
    const listText = readFileSync(legal, 'utf8');
    for (const encoded of [`\uFEFF${listText}`, utf16le(listText), utf16be(listText)]) {
      const r = await gwsh('cost', file('list.json', encoded));
      expect(r.code).toBe(0);
      expect(JSON.parse(r.stdout).total).toBe(plain.total);
    }
    const gameText = readFileSync(game, 'utf8');
    const scored = JSON.parse((await gwsh('vp', game)).stdout);
    for (const encoded of [`\uFEFF${gameText}`, utf16le(gameText)]) {
      const r = await gwsh('vp', file('game.json', encoded));
      expect(r.code).toBe(0);
      expect(JSON.parse(r.stdout).players.map((p: { total: number }) => p.total)).toEqual(
        scored.players.map((p: { total: number }) => p.total),
      );
    }
    const binary = await gwsh('cost', file('photo.json', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xc3, 0x28])));
    expect(binary).toMatchObject({ code: 2, stderr: expect.stringContaining('is not text in UTF-8 or UTF-16') });
  });

  it('keeps each file to its summary line and the indented lines under it: a newline in a file name or a field cannot start a line', async () => {
    const named = file('a.json\nfake.json: 0 OK', readFileSync(legal));
    const fielded = file('b.json', readFileSync(legal, 'utf8').replace('"format"', '"x\\nforged.json: 0/650 OK": 1, "format"'));
    const r = await gwshAt({ terminal: true }, 'cost', named, fielded, legal);
    // Three files, three summary lines: the legal one, the escaped name (also legal), and the unreadable one;
    // every other line is indented under its file (the legal list's things to check).
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines.filter((l) => !l.startsWith('  '))).toHaveLength(3);
    expect(lines[0]).toBe(`${dir}/a.json\\u000afake.json: 0 OK: 170.8/650 OK`);
    expect(lines.find((l) => l.includes('b.json'))).toMatch(/^.*b\.json: unreadable: .*x\\u000aforged\.json: 0\/650 OK/);
    expect(lines.filter((l) => l.startsWith('fake.json') || l.startsWith('forged.json'))).toEqual([]);
  });

  // The two tests below start Node itself, which takes seconds on a loaded machine: the process budget.
  it('the real bin: standard input is capped like a file, with one sentence', () => {
    const r = gwshProcess(['cost', '-'], Buffer.alloc(1_200_000, 0x20));
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('Standard input is more than 1,000,000 bytes, larger than any file the site reads.\n');
  });

  it('the real bin: "-" reads standard input, and the exit status is the result\'s', () => {
    const fromStdin = gwshProcess(['cost', '-'], readFileSync(legal));
    expect(fromStdin.code).toBe(0);
    // 82.8 + 60 for the two brigades, Division HQ 0, fighter 12, 2 pillboxes × 8 = 16 → 170.8 (cost.test.ts)
    expect(JSON.parse(fromStdin.stdout).total).toBe(170.8);
    expect(gwshProcess(['cost', 'tests/fixtures/lists/breaks-rules.json']).code).toBe(1);
    expect(gwshProcess(['constructor']).code).toBe(2);
  });
});
