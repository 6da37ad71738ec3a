import { describe, expect, it } from 'vitest';
import { tableSidebar } from '../../../src/lib/site/sidebar.ts';

describe('the sidebar’s table links, made from the data', () => {
  it('lists the fourteen nations’ troop costs by name, then the comparison', () => {
    const links = tableSidebar('gwsh', 'troop-costs');
    expect(links).toHaveLength(15);
    expect(links).toContainEqual({ label: 'Austro-Hungary', link: '/gwsh/troop-costs/austro-hungary/' });
    expect(links.at(-1)).toEqual({ label: 'Compare across nations', link: '/gwsh/troop-costs/compare/' });
  });

  it('lists a system’s other tables, never its troop costs', () => {
    const links = tableSidebar('gwsh');
    expect(links.map((l) => l.link)).toContain('/gwsh/tables/aircraft/');
    expect(links.some((l) => l.link.includes('/troop-costs/'))).toBe(false);
    expect(tableSidebar('1916').every((l) => l.link.startsWith('/1916/tables/'))).toBe(true);
  });
});
