import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { decodeShare, encodeShare } from '../../../src/lib/share/link.ts';

describe('share links', () => {
  const list = { format: 'gwsh-list', version: 1, name: 'Attack 1917 «A» & co', nation: 'germany', brigades: [] };

  it('round-trips a value through the fragment, URL-safe', () => {
    const fragment = encodeShare('list', 1, list);
    expect(fragment).toMatch(/^list=1\.[A-Za-z0-9+\-$]+$/);
    expect(decodeShare(`#${fragment}`, 'list', 1)).toEqual({ ok: true, value: list });
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
      { numRuns: 10_000 },
    );
    fc.assert(
      fc.property(fc.string(), (tail) => {
        const r = decodeShare(`list=1.${tail}`, 'list', 1);
        if (!r.ok) expect(r.error.length).toBeGreaterThan(10);
      }),
      { numRuns: 10_000 },
    );
  });
});
