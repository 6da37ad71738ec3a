/** The glossary files (src/content/glossary/<system>.json) against their schema (src/lib/site/glossary.ts). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { glossarySchema, termsAtoZ } from '#src/lib/site/glossary.ts';
import { gwshRuleLink } from '#src/lib/gwsh/sections.ts';

const read = (system: string) => glossarySchema.parse(JSON.parse(readFileSync(`src/content/glossary/${system}.json`, 'utf8')));
const glossary = read('gwsh');

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
      // The words a reader meets most on the rule pages.
      'brigade',
      'stand',
      'sector',
      'toe',
      'reserve',
      'base-line',
    ]) {
      expect(ids).toContain(id);
    }
    for (const t of glossary.terms) {
      expect(t.section, t.id).toBeDefined();
      expect(gwshRuleLink(t.section ?? '').href, t.id).not.toBeNull();
    }
  });

  it('refuses a term twice, and lists the terms A to Z', () => {
    const twice = { ...glossary, terms: [glossary.terms[0]!, glossary.terms[0]!] };
    expect(glossarySchema.safeParse(twice).success).toBe(false);
    const names = termsAtoZ(glossary).map((t) => t.term);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('has a glossary for each other rule set, each term pointing at a page of that set', () => {
    for (const [system, some] of [
      ['1916', ['sub-unit', 'morale-grade', 'training-grade', 'lull', 'setup-proximity']],
      ['gbww2', ['action-points', 'suppression', 'barrage-template', 'rally-number', 'morale-count']],
      ['gw54', ['average-die', 'morale-test', 'pinned', 'crewed-weapon']],
    ] as const) {
      const terms = read(system).terms;
      expect(terms.map((t) => t.id)).toEqual(expect.arrayContaining([...some]));
      for (const t of terms) expect(t.page, `${system} ${t.id}`).toMatch(new RegExp(`^/${system}/`));
    }
  });

  it('wants each term to say where it is explained, one way', () => {
    const term = { id: 'x', term: 'X', aliases: [], definition: 'A definition long enough to be read.' };
    expect(glossarySchema.safeParse({ system: 'gw54', terms: [term] }).success).toBe(false);
    expect(glossarySchema.safeParse({ system: 'gw54', terms: [{ ...term, page: '/gw54/#movement' }] }).success).toBe(false);
    expect(glossarySchema.safeParse({ system: 'gw54', terms: [{ ...term, page: '/gw54/#movement', pageTitle: 'Movement' }] }).success).toBe(
      true,
    );
    expect(
      glossarySchema.safeParse({ system: 'gw54', terms: [{ ...term, section: '7.0', page: '/gw54/', pageTitle: 'The rules' }] }).success,
    ).toBe(false);
  });
});

describe("the other rule sets' glossaries", () => {
  it('hold the words a reader meets most on their pages', () => {
    const words: Record<string, string[]> = {
      '1916': ['cover', 'prone', 'base-interval', 'gas', 'trench'],
      // Activation points apart from action points, which the FAQ itself finds confused.
      gbww2: ['activation-points', 'action-points', 'stand', 'battalion', 'quality', 'armour-class'],
      gw54: ['unit', 'figure', 'officer', 'hit', 'casualty'],
    };
    for (const [system, ids] of Object.entries(words)) {
      const terms = read(system).terms.map((t) => t.id);
      for (const id of ids) expect(terms, `${system} ${id}`).toContain(id);
    }
  });

  it("say HQs and heavy weapons are not rolled for under GBoWWII's barrage template", () => {
    const template = read('gbww2').terms.find((t) => t.id === 'barrage-template')!;
    expect(template.definition).toContain('but HQs and heavy weapons');
  });
});
