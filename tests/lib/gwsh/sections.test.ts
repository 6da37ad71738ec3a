/** Where each GWSH section lives (src/lib/gwsh/sections.ts): a heading's anchor is derived from its text. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gwshSections, sectionHref } from '../../../src/lib/gwsh/sections.ts';

const rulePage = (slug: string) => readFileSync(new URL(`../../../src/content/docs/gwsh/rules/${slug}.mdx`, import.meta.url), 'utf8');

describe('GWSH sections', () => {
  it('derives a heading anchor as github-slugger does: dots, apostrophes and colons dropped, spaces to hyphens', () => {
    // "8.2.1 Artillery and heavy mortars: fire missions" -> "821-artillery-and-heavy-mortars-fire-missions".
    expect(sectionHref('8.2.1')).toBe('/gwsh/rules/advanced-rules/#821-artillery-and-heavy-mortars-fire-missions');
    // "6.1.1 Attacker's options" -> "611-attackers-options".
    expect(sectionHref('6.1.1')).toBe('/gwsh/rules/attack-defence/#611-attackers-options');
    // "8.2.3 Counter-battery fire": the hyphen stays.
    expect(sectionHref('8.2.3')).toBe('/gwsh/rules/advanced-rules/#823-counter-battery-fire');
    // A section that fills its page links to the page.
    expect(sectionHref('4.0')).toBe('/gwsh/rules/battlefield/');
  });

  it('points every section at a page that exists, and every anchor at a heading with that text on it', () => {
    for (const { section, title, href } of gwshSections) {
      const [, slug, anchor] = /^\/gwsh\/rules\/([\w-]+)\/(?:#(.+))?$/.exec(href)!;
      const page = rulePage(slug!);
      if (anchor) expect(page, `${section} ${title}`).toMatch(new RegExp(`^#{2,4} ${section.replace(/\./g, '\\.')} ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm'));
    }
  });

  it('has plain ASCII titles, which the anchor derivation relies on (it keeps a-z, 0-9, spaces and hyphens)', () => {
    for (const { title } of gwshSections) expect(title).toMatch(/^[\x20-\x7e]+$/);
  });

  it('names an unknown section in its error', () => {
    expect(() => sectionHref('11.0')).toThrow('Unknown GWSH section "11.0"');
  });
});
