/** Where each GWSH section lives (src/lib/gwsh/sections.ts): a heading's anchor is derived from its text. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gwshRuleLink, gwshSections } from '#src/lib/gwsh/sections.ts';
import * as listReadings from '#src/lib/gwsh/list/readings.ts';

const root = new URL('../../../', import.meta.url).pathname;
const rulePage = (slug: string) => readFileSync(join(root, `src/content/docs/gwsh/rules/${slug}.mdx`), 'utf8');
const href = (section: string) => gwshRuleLink(section).href;

/** Every source file of the GWSH engine. */
const engineFiles = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? engineFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );

/** The section numbers written on a line that sets a `rule` (findings, readings, scenario steps, VP lines). */
function ruleSectionsInEngine(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of engineFiles('src/lib/gwsh')) {
    for (const line of readFileSync(join(root, file), 'utf8').split('\n')) {
      if (!/\brule\b/.test(line)) continue;
      for (const [, section] of line.matchAll(/'(\d{1,2}\.\d(?:\.\d)?)'/g)) found.set(section!, file);
    }
  }
  return found;
}

describe('GWSH sections', () => {
  it('derives a heading anchor as github-slugger does: dots, apostrophes and colons dropped, spaces to hyphens', () => {
    // "8.2.1 Artillery and heavy mortars: fire missions" -> "821-artillery-and-heavy-mortars-fire-missions".
    expect(href('8.2.1')).toBe('/gwsh/rules/advanced-rules/#821-artillery-and-heavy-mortars-fire-missions');
    // "6.1.1 Attacker's options" -> "611-attackers-options".
    expect(href('6.1.1')).toBe('/gwsh/rules/attack-defence/#611-attackers-options');
    // "8.2.3 Counter-battery fire": the hyphen stays.
    expect(href('8.2.3')).toBe('/gwsh/rules/advanced-rules/#823-counter-battery-fire');
    // "10.5.1 Generic troops and defences" -> "1051-generic-troops-and-defences".
    expect(href('10.5.1')).toBe('/gwsh/rules/points-system/#1051-generic-troops-and-defences');
    // A section that fills its page links to the page.
    expect(href('4.0')).toBe('/gwsh/rules/battlefield/');
  });

  it('points every section at a page that exists, and every anchor at a heading with that text on it', () => {
    for (const { section, title, href } of gwshSections) {
      const [, slug, anchor] = /^\/gwsh\/rules\/([\w-]+)\/(?:#(.+))?$/.exec(href)!;
      const page = rulePage(slug!);
      if (anchor)
        expect(page, `${section} ${title}`).toMatch(
          new RegExp(`^#{2,4} ${section.replace(/\./g, '\\.')} ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'm'),
        );
    }
  });

  it('has plain ASCII titles, which the anchor derivation relies on (it keeps a-z, 0-9, spaces and hyphens)', () => {
    for (const { title } of gwshSections) expect(title).toMatch(/^[\x20-\x7e]+$/);
  });

  it('gives an unknown section back as text, never an error, so one bad reference cannot break a page', () => {
    expect(gwshRuleLink('11.0')).toEqual({ href: null, text: 'Rule 11.0', title: null });
  });

  it('links every section that a finding, reading, step or line of the engine can carry', () => {
    const sections = ruleSectionsInEngine();
    // The scan reads what it should: the gas reading's 10.5.1 and the list points' 3.0 are among them.
    expect(sections.get('10.5.1')).toBe('src/lib/gwsh/list/readings.ts');
    expect(sections.has('3.0')).toBe(true);
    for (const [section, file] of sections) expect(href(section), `${section} in ${file}`).not.toBeNull();
  });

  it('links the rule of every list reading', () => {
    const readings = Object.values(listReadings).filter(
      (v): v is listReadings.ReadingRef => typeof v === 'object' && v !== null && 'rule' in v,
    );
    expect(readings.length).toBeGreaterThan(5);
    for (const r of readings) expect(href(r.rule), r.id).not.toBeNull();
  });
});
