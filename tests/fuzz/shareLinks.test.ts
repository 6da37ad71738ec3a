/**
 * Fuzzing share links: the generic decoder, list links and scenario links. Whatever is in the
 * fragment (cut short, edited, another site's, a newer format, hostile text), reading it never throws
 * and a bad link comes back as one sentence.
 */
import fc from 'fast-check';
import lz from 'lz-string';
import { describe, expect, it, vi } from 'vitest';
import { decodeShare, encodeShare } from '../../src/lib/share/link.ts';
import { listLinkFragment, readListLink } from '../../src/lib/gwsh/list/listLink.ts';
import { readScenarioShare } from '../../src/lib/gwsh/scenario/scenarioShare.ts';
import { readPlayersLink } from '../../src/lib/gwsh/event/playersLink.ts';
import { anyJson, expectClearMessage, hostileText, settings, validList } from './arbitraries.ts';

// 10,000 inputs a property: seconds, not the default 5 s, on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const lzAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';

/** Fragments that look like links: a kind, a version (any digits), and a payload from the lz alphabet or anything. */
const linkLike = fc
  .tuple(
    fc.constantFrom('list', 'scenario', 'game', 'LIST', '', 'list-x'),
    fc.oneof(fc.nat(3).map(String), fc.stringMatching(/^\d{1,30}$/), fc.constantFrom('-1', '1.5', '', '01', '99999999999999999999999')),
    fc.oneof(fc.string({ unit: fc.constantFrom(...lzAlphabet), maxLength: 200 }), hostileText),
    fc.boolean(),
  )
  .map(([kind, version, payload, hash]) => `${hash ? '#' : ''}${kind}=${version}.${payload}`);

/** Real links cut short or with a character changed, as copy and paste does to them. */
const damagedLink = fc
  .tuple(fc.oneof(anyJson, validList), fc.constantFrom('list', 'scenario'), fc.nat(), fc.nat(), fc.constantFrom(...lzAlphabet))
  .map(([value, kind, cut, at, char]) => {
    const fragment = encodeShare(kind, 1, value);
    const head = fragment.slice(0, fragment.indexOf('.') + 1);
    const body = fragment.slice(head.length);
    const truncated = body.slice(0, cut % (body.length + 1));
    const i = at % Math.max(1, truncated.length);
    return `${head}${truncated.slice(0, i)}${char}${truncated.slice(i + 1)}`;
  });

const fragments = fc.oneof(fc.string(), hostileText, linkLike, damagedLink);

describe('decodeShare', () => {
  it('never throws on any fragment; a failure is one clear sentence', () => {
    fc.assert(
      fc.property(fragments, fc.constantFrom('list', 'scenario'), (fragment, kind) => {
        const result = decodeShare(fragment, kind, 1);
        if (!result.ok) {
          expectClearMessage(result.error);
          expect(result.error).toMatch(/\.$/);
        }
      }),
      settings,
    );
  });

  it('gives back exactly what was encoded', () => {
    fc.assert(
      fc.property(anyJson, (value) => {
        expect(decodeShare(`#${encodeShare('list', 1, value)}`, 'list', 1)).toEqual({
          ok: true,
          value: JSON.parse(JSON.stringify(value)),
          version: 1,
        });
      }),
      settings,
    );
  });

  it('names a newer format, and refuses an unknown older one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 1e9 }), anyJson, (version, value) => {
        const newer = decodeShare(encodeShare('list', version, value), 'list', 1);
        expect(!newer.ok && newer.error).toContain(`format ${version}`);
      }),
      settings,
    );
    expect(decodeShare(`list=0.${lz.compressToEncodedURIComponent('{}')}`, 'list', 1).ok).toBe(false);
  });
});

describe('list links', () => {
  it('never throw; a link that is not a readable list says why', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fragments,
          anyJson.map((v) => encodeShare('list', 1, v)),
        ),
        (fragment) => {
          const result = readListLink(fragment);
          if (!result.ok) expectClearMessage(result.error);
        },
      ),
      settings,
    );
  });

  it('carry any valid list, hostile names included, unchanged', () => {
    fc.assert(
      fc.property(validList, (list) => {
        const result = readListLink(listLinkFragment(list));
        expect(result).toEqual({ ok: true, list });
      }),
      settings,
    );
  });
});

describe('scenario links', () => {
  const scenarioLike = fc.oneof(
    fragments.map((f) => `scenario=${f}`),
    anyJson.map((v) => encodeShare('scenario', 1, v)),
    fc
      .record({ inputs: anyJson, dice: fc.array(fc.oneof(fc.integer(), fc.double()), { maxLength: 600 }) })
      .map((v) => encodeShare('scenario', 1, v)),
  );

  it('never throw; anything else is not a link, a bad link says why', () => {
    fc.assert(
      fc.property(fc.oneof(fragments, scenarioLike), (fragment) => {
        const read = readScenarioShare(fragment);
        if (read.kind === 'scenario' && !read.ok) expectClearMessage(read.error);
        if (!fragment.replace(/^#/, '').startsWith('scenario=')) expect(read.kind).toBe('none');
      }),
      settings,
    );
  });
});

describe("players' links", () => {
  it('never throw on any content a checksummed link can carry; a bad one is one sentence', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fragments,
          anyJson.map((value) => encodeShare('players', 1, value, true)),
        ),
        (fragment) => {
          const read = readPlayersLink(fragment);
          if (!read.ok) expectClearMessage(read.message);
        },
      ),
      settings,
    );
  });
});
