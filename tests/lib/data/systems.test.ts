import { describe, expect, it } from 'vitest';
import { systemOf, systems } from '#src/lib/data/systems.ts';

describe('the rule systems the site covers', () => {
  it('are the four, each with its abbreviation and home page', () => {
    expect(systems.map((s) => [s.id, s.abbreviation, s.home])).toEqual([
      ['gwsh', 'GWSH', '/gwsh/'],
      ['1916', '1916', '/1916/'],
      ['gbww2', 'GBWW2', '/gbww2/'],
      ['gw54', 'GW54', '/gw54/'],
    ]);
    expect(systemOf('gwsh').shortTitle).toBe('Great War Spearhead');
  });
});
