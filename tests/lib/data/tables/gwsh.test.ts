import { describe, expect, it } from 'vitest';
import { gwshRuleTables } from '#src/lib/data/tables/gwsh.ts';

describe('the GWSH rule tables in publishing order', () => {
  it('start with the list points and end with the nations, all of system gwsh', () => {
    expect(gwshRuleTables.map((t) => t.id)).toEqual([
      'list-points',
      'strategic-situation',
      'optional-rules',
      'fire-missions',
      'ammunition-limits',
      'counter-battery-results',
      'counter-battery-modifiers',
      'national-quality',
      'aircraft',
      'generic-troops',
      'nations',
    ]);
    expect(gwshRuleTables.every((t) => t.system === 'gwsh')).toBe(true);
  });
});
