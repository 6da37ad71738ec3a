import { describe, expect, it } from 'vitest';
import { rulePageSources } from '#src/lib/site/docsPages.ts';

describe('the rule pages as sources for back-links', () => {
  it('keeps only rule pages, addressed by their id, with an empty body where there is none', () => {
    const entries = [
      { id: 'gwsh/rules/points-system', body: 'See [costs](/gwsh/tables/aircraft/).', data: { title: 'Points system', kind: 'rule' } },
      { id: 'gwsh/calculators/list-builder', body: '…', data: { title: 'List builder', kind: 'calculator' } },
      { id: 'gwsh/rules/scenario', data: { title: 'Scenario', kind: 'rule' } },
    ];
    expect(rulePageSources(entries)).toEqual([
      { title: 'Points system', href: '/gwsh/rules/points-system/', body: 'See [costs](/gwsh/tables/aircraft/).' },
      { title: 'Scenario', href: '/gwsh/rules/scenario/', body: '' },
    ]);
  });
});
