/** The Great War Spearhead glossary file (src/content/glossary/gwsh.json) against its schema (src/lib/site/glossary.ts). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { glossarySchema, termsAtoZ } from '#src/lib/site/glossary.ts';
import { gwshRuleLink } from '#src/lib/gwsh/sections.ts';

const glossary = glossarySchema.parse(JSON.parse(readFileSync('src/content/glossary/gwsh.json', 'utf8')));

describe('the Great War Spearhead glossary', () => {
  it('has the words a player meets in 3.0 to 10.5, each defined by a section the site has a page for', () => {
    const ids = glossary.terms.map((t) => t.id);
    for (const id of [
      'morale-grade',
      'national-quality',
      'foo',
      'off-table-artillery',
      'basic-list',
      'options',
      'list-types',
      'fire-mission',
      'gas',
      'defences',
      'headquarters',
      'advance-to-contact',
      'mutual-encounter',
      'attack-defence',
    ]) {
      expect(ids).toContain(id);
    }
    for (const t of glossary.terms) expect(gwshRuleLink(t.section).href, t.id).not.toBeNull();
  });

  it('refuses a term twice, and lists the terms A to Z', () => {
    const twice = { ...glossary, terms: [glossary.terms[0]!, glossary.terms[0]!] };
    expect(glossarySchema.safeParse(twice).success).toBe(false);
    const names = termsAtoZ(glossary).map((t) => t.term);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
});
