import { describe, expect, it } from 'vitest';
import { isListLink, listLinkFragment, readListLink } from '../../../../src/lib/gwsh/list/listLink.ts';
import { encodeShare } from '../../../../src/lib/share/link.ts';
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

  it('leave other fragments alone', () => {
    expect(isListLink('#top')).toBe(false);
    expect(isListLink('')).toBe(false);
  });
});
