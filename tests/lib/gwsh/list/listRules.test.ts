/** The "what is checked" list against the engine: every code it names is raised, every code raised is named. */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listRules, siteNotices } from '../../../../src/lib/gwsh/list/listRules.ts';
import { gwshRuleLink } from '../../../../src/lib/gwsh/sections.ts';

const dir = new URL('../../../../src/lib/gwsh/list/', import.meta.url);
/** Every finding code the list engine can raise, read from its source. */
const raised = new Set(
  readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .flatMap((f) => [...readFileSync(new URL(f, dir), 'utf8').matchAll(/\bcode: '([a-z0-9-]+)'/g)].map((m) => m[1]!)),
);
const named = listRules.flatMap((r) => (r.handling.kind === 'checked' ? r.handling.codes : []));

describe('what the list checks verify', () => {
  it('names only codes the engine raises', () => {
    expect(raised.size).toBeGreaterThan(30);
    expect(named.filter((code) => !raised.has(code))).toEqual([]);
  });

  it('accounts for every code the engine raises, as a rule or as a notice of the site', () => {
    const accounted = new Set([...named, ...siteNotices.map((n) => n.code)]);
    expect([...raised].filter((code) => !accounted.has(code))).toEqual([]);
  });

  it('links every rule it cites to its section on the site, and says why for every rule it cannot check', () => {
    for (const r of listRules) {
      expect(gwshRuleLink(r.rule).href, r.id).toMatch(/^\/gwsh\//);
      if (r.handling.kind === 'not-checkable') expect(r.handling.why.length, r.id).toBeGreaterThan(20);
    }
    expect(new Set(listRules.map((r) => r.id)).size).toBe(listRules.length);
    // 9.0's two brigades and a division HQ are checks; the one-third rule needs the TO&E.
    expect(listRules.find((r) => r.id === 'two-brigades')?.handling.kind).toBe('checked');
    expect(listRules.find((r) => r.id === 'under-strength-brigade')?.handling.kind).toBe('not-checkable');
  });
});
