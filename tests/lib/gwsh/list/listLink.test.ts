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
    expect(readListLink(encodeShare('list', 2, sample))).toMatchObject({ ok: false, error: expect.stringMatching(/newer version/) });
  });

  it('check the list inside with the file rules', () => {
    const bad = encodeShare('list', 1, { ...sample, year: 1920 });
    expect(readListLink(bad)).toEqual({ ok: false, error: 'This link does not carry a list this site can read: year must be at most 1918 (got 1920).' });
  });

  it('leave other fragments alone', () => {
    expect(isListLink('#top')).toBe(false);
    expect(isListLink('')).toBe(false);
  });
});
