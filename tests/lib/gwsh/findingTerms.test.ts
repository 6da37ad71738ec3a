/** The glossary word a finding turns on (src/lib/gwsh/findingTerms.ts). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findingTerm } from '#src/lib/gwsh/findingTerms.ts';
import { glossarySchema } from '#src/lib/site/glossary.ts';
import { allCostTables as tables } from '#src/lib/data/tables/costTablesAll.ts';
import { costList } from '#src/lib/gwsh/list/costList.ts';
import { brigade, list } from './list/listBuilders.ts';

const glossary = glossarySchema.parse(JSON.parse(readFileSync('src/content/glossary/gwsh.json', 'utf8')));
const ids = new Set(glossary.terms.map((t) => t.id));

describe('findingTerm', () => {
  it('names a term of the Great War Spearhead glossary for the findings that turn on one', () => {
    for (const code of [
      'artillery-grade',
      'small-brigade',
      'no-division-hq',
      'too-many-gas-missions',
      'set-missing-option',
      'off-table-reserve',
    ]) {
      const term = findingTerm(code);
      expect(term, code).not.toBeNull();
      expect(ids.has(term!.id), code).toBe(true);
    }
    expect(findingTerm('small-brigade')).toEqual({ id: 'small-brigade', label: 'Small Brigade' });
  });

  it('names none for a finding that needs no word explained, or a code it does not know', () => {
    expect(findingTerm('over-limit')).toBeNull();
    expect(findingTerm('toString')).toBeNull();
  });

  it('covers the findings a real list gives', () => {
    // A German 1917 Attack list of one brigade of 6 infantry: a Small Brigade (under 10 stands), and no Division HQ.
    const r = costList(list({ nation: 'germany', year: 1917, brigades: [brigade('A', 'regular', [['infantry', 6]])] }), tables);
    const codes = r.findings.map((f) => f.code);
    expect(codes).toContain('small-brigade');
    expect(findingTerm('small-brigade')!.id).toBe('small-brigade');
  });
});
