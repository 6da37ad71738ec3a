import { describe, it, expect } from 'vitest';
import { fuzzRuns } from '../../support/fuzzRuns.ts';
import fc from 'fast-check';
import { checksum } from '#src/lib/share/checksum.ts';
import { decodeShare, encodeShare, MAX_LINK_DEPTH, nestsDeeperThan } from '#src/lib/share/link.ts';
import { lzBomb } from '../../support/lzBomb.ts';

describe('share links', () => {
  const list = { format: 'gwsh-list', version: 1, name: 'Attack 1917 «A» & co', nation: 'germany', brigades: [] };

  it('round-trips a value through the fragment, URL-safe', () => {
    const fragment = encodeShare('list', 1, list);
    expect(fragment).toMatch(/^list=1\.[A-Za-z0-9+\-$]+$/);
    expect(decodeShare(`#${fragment}`, 'list', 1)).toEqual({ ok: true, value: list, version: 1 });
  });

  it('tells a damaged link, a newer link and a link of another kind apart', () => {
    const fragment = encodeShare('list', 1, list);
    const damaged = decodeShare(fragment.slice(0, fragment.length - 7), 'list', 1);
    expect(damaged.ok).toBe(false);
    expect(!damaged.ok && damaged.error).toMatch(/damaged/);
    const newer = decodeShare(encodeShare('list', 2, list), 'list', 1);
    expect(!newer.ok && newer.error).toMatch(/newer version of the site \(format 2\)/);
    const other = decodeShare(encodeShare('game', 1, list), 'list', 1);
    expect(!other.ok && other.error).toMatch(/does not carry a list/);
  });

  it('never throws on any input', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const r = decodeShare(s, 'list', 1);
        expect(typeof r.ok).toBe('boolean');
      }),
      { numRuns: fuzzRuns() },
    );
    fc.assert(
      fc.property(fc.string(), (tail) => {
        const r = decodeShare(`list=1.${tail}`, 'list', 1);
        if (!r.ok) expect(r.error.length).toBeGreaterThan(10);
      }),
      { numRuns: fuzzRuns() },
    );
  });
});

describe('share links from chat programs and hostile senders', () => {
  it('refuses an enormous fragment before decompressing it', () => {
    const r = decodeShare(`list=1.${'A'.repeat(200_000)}`, 'list', 1);
    expect(r).toEqual({ ok: false, error: 'This link is 200,007 characters long, far longer than any list link; it was not opened.' });
  });

  it('a checksummed link names a changed checksum as damage', () => {
    const fragment = encodeShare('list', 2, { a: 1 }, true);
    expect(decodeShare(fragment, 'list', 2, 2)).toEqual({ ok: true, value: { a: 1 }, version: 2 });
    const wrongSum = fragment.replace(/^list=2\.[0-9a-f]{8}/, 'list=2.00000000');
    expect(decodeShare(wrongSum, 'list', 2, 2)).toMatchObject({ ok: false, error: expect.stringMatching(/damaged/) });
    expect(checksum('')).toBe('811c9dc5');
  });
});

describe('nesting', () => {
  it('counts brackets outside strings only', () => {
    // Two levels of brackets; the string's brackets and its escaped quote do not count.
    expect(nestsDeeperThan('{"a":["[[[\\"{{{"]}', 2)).toBe(false);
    expect(nestsDeeperThan('{"a":[[1]]}', 2)).toBe(true);
  });

  it('refuses a link nested far deeper than any the site makes before it is parsed', () => {
    // About 2.3 kB of brackets, 1,150 levels deep, packed as a list link with its checksum.
    const nested = `${'['.repeat(1150)}${']'.repeat(1150)}`;
    const fragment = encodeShare('list', 4, JSON.parse(nested), true);
    expect(decodeShare(fragment, 'list', 4, 2)).toEqual({
      ok: false,
      error: 'This link nests its content far deeper than any list link; it was not opened.',
    });
    // At the limit it opens.
    const deep = `${'['.repeat(MAX_LINK_DEPTH)}${']'.repeat(MAX_LINK_DEPTH)}`;
    expect(decodeShare(encodeShare('list', 4, JSON.parse(deep), true), 'list', 4, 2)).toMatchObject({ ok: true });
  });
});

describe('the words of a refusal', () => {
  it('name what the link carries in words, not by its tag', () => {
    // A link that would unpack far past the ceiling: 30,000 codes of "[".
    const huge = `players=1.${lzBomb(30_000)}`;
    expect(decodeShare(huge, 'players', 1, Infinity, "players' view")).toEqual({
      ok: false,
      error: "This link would unpack to more than 500,000 characters, far more than any players' view; it was not opened.",
    });
    expect(decodeShare('rules-pack=1.0000', 'rules-pack', 1, 1, 'rules pack')).toEqual({
      ok: false,
      error: 'This rules pack link is damaged: part of it is missing or changed. Ask for the link again.',
    });
  });
});
