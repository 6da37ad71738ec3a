import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rules1916RuleLink, rules1916SectionHref, rules1916Sections } from '#src/lib/rules1916/sections.ts';

const docs = new URL('../../../src/content/docs', import.meta.url).pathname;

describe('where each part of the "1916" rules lives', () => {
  it('points every part at a page the site has', () => {
    const missing = rules1916Sections.filter((s) => !existsSync(`${docs}${s.href.replace(/\/$/, '')}.mdx`));
    expect(missing).toEqual([]);
    expect(new Set(rules1916Sections.map((s) => s.key)).size).toBe(rules1916Sections.length);
  });

  it('turns a finding’s key into its page, and leaves an unknown key as text', () => {
    expect(rules1916SectionHref('proximity')).toBe('/1916/setup/proximity/');
    expect(rules1916SectionHref(null)).toBeUndefined();
    expect(rules1916RuleLink('1.2')).toEqual({ href: '/1916/introduction/terrain/', text: 'Rule 1.2', title: null });
    expect(rules1916RuleLink('9.9')).toEqual({ href: null, text: 'Rule 9.9', title: null });
  });
});
