import { describe, expect, it } from 'vitest';
import { isListLink, listLinkFragment, readListLink } from '../../../../src/lib/gwsh/list/listLink.ts';
import { MAX_BRIGADES, MAX_NAME_LENGTH, MAX_STAND_LINES } from '../../../../src/lib/gwsh/list/listFormat.ts';
import { checksum, encodeShare, MAX_DECOMPRESSED_LENGTH } from '../../../../src/lib/share/link.ts';
import { lzBomb } from '../../../support/lzBomb.ts';
import lz from 'lz-string';
import { brigade, list } from './listBuilders.ts';

const sample = list({ nation: 'germany', year: 1917, dataVersion: '1.0.0', brigades: [brigade('1st', 'veteran', [['infantry', 9]])] });

describe('list links', () => {
  it('carry a list there and back', () => {
    const fragment = listLinkFragment(sample);
    expect(isListLink(`#${fragment}`)).toBe(true);
    expect(readListLink(`#${fragment}`)).toEqual({ ok: true, list: sample });
  });

  it('explain a damaged or newer link', () => {
    const fragment = listLinkFragment(sample);
    expect(readListLink(fragment.slice(0, -6))).toMatchObject({ ok: false, error: expect.stringMatching(/damaged/) });
    expect(readListLink(encodeShare('list', 4, sample, true))).toMatchObject({ ok: false, error: expect.stringMatching(/newer version/) });
  });

  it('still read version 1 and 2 links (the list file as it is), and report a link with a character changed', () => {
    expect(readListLink(encodeShare('list', 1, sample))).toEqual({ ok: true, list: sample });
    expect(readListLink(encodeShare('list', 2, sample, true))).toEqual({ ok: true, list: sample });
    const fragment = listLinkFragment(sample);
    expect(fragment).toMatch(/^list=3\.[0-9a-f]{8}\./);
    // Packed (version 3), the link is about half as long as the list file's own fields made it.
    expect(fragment.length).toBeLessThan(0.6 * encodeShare('list', 2, sample, true).length);
    // Change one character of the payload at every place: each fails to decompress or fails the checksum,
    // or (a change in the final padding bits) decodes to the very same list; none opens as a different list.
    const start = fragment.indexOf('.', 7) + 1;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';
    for (let i = start; i < fragment.length; i++) {
      const swapped = alphabet[(alphabet.indexOf(fragment[i]!) + 1) % alphabet.length]!;
      const changed = readListLink(fragment.slice(0, i) + swapped + fragment.slice(i + 1));
      if (changed.ok) expect(changed.list).toEqual(sample);
      else expect(changed.error).toMatch(/damaged|not carry/);
    }
  });

  it('accept what chat programs and mail clients do to a link', () => {
    const fragment = listLinkFragment(sample);
    const expected = { ok: true, list: sample };
    expect(readListLink(`##${fragment}`)).toEqual(expected);
    expect(readListLink(encodeURIComponent(fragment))).toEqual(expected);
    expect(readListLink(fragment.replace(/\+/g, ' '))).toEqual(expected);
    expect(readListLink(`${fragment}).`)).toEqual(expected);
  });

  it('treat a link cut short to "#l" … "#list" as a list link that says so', () => {
    for (const cut of ['#l', '#li', '#lis', '#list', '#list=', '#list=2']) {
      expect(isListLink(cut)).toBe(true);
      expect(readListLink(cut)).toMatchObject({ ok: false, error: expect.stringMatching(/cut short/) });
    }
  });

  it('check the list inside with the file rules', () => {
    const bad = encodeShare('list', 1, { ...sample, year: 1920 });
    expect(readListLink(bad)).toEqual({
      ok: false,
      error: 'This link does not carry a list this site can read: year must be at most 1918 (got 1920).',
    });
  });

  it('unpack the largest list the caps allow to well under the ceiling on what a link may unpack to', () => {
    // Every field at its cap: 100 brigades of 10 lines (1,000 lines, all a list may have) of the longest unit
    // id, each count 9,999, and every name 200 quotation marks (each written as \" in JSON, so 400 characters).
    // An aircraft or defence line in place of a stand line would be shorter (their ids are shorter).
    const name = '"'.repeat(MAX_NAME_LENGTH);
    const unit = 'russian-turkish-italian-austro-hungarian-bulgarian-other';
    const largest = list({
      nation: 'russia',
      year: 1917,
      name,
      player: name,
      brigades: Array.from({ length: MAX_BRIGADES }, () =>
        brigade(
          name,
          'regular',
          Array.from({ length: MAX_STAND_LINES / MAX_BRIGADES }, () => [unit, 9_999]),
        ),
      ),
      aircraft: [],
      defences: [],
    });
    const fragment = listLinkFragment(largest);
    const unpacked = lz.decompressFromEncodedURIComponent(fragment.slice(fragment.lastIndexOf('.') + 1));
    expect(unpacked.length).toBeLessThan(MAX_DECOMPRESSED_LENGTH / 2);
    expect(readListLink(fragment)).toEqual({ ok: true, list: largest });
  });

  it('refuse a link that would unpack past the ceiling, however the sender made its checksum', () => {
    // 30,000 codes of "[" would unpack to about 4.5 × 10^8 characters; the link itself is some 90 kB.
    const bomb = `list=3.${checksum('')}.${lzBomb(30_000)}`;
    expect(readListLink(bomb)).toEqual({
      ok: false,
      error: 'This link would unpack to more than 500,000 characters, far more than any list; it was not opened.',
    });
    // Nested arrays just under the ceiling, with a right checksum: read, judged by the list's checks, refused.
    const nested = '['.repeat(200_000) + ']'.repeat(200_000);
    const deep = `list=3.${checksum(nested)}.${lz.compressToEncodedURIComponent(nested)}`;
    expect(readListLink(deep)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^This link does not carry a list this site can read/),
    });
  });

  it('leave other fragments alone', () => {
    expect(isListLink('#top')).toBe(false);
    expect(isListLink('')).toBe(false);
  });
});
