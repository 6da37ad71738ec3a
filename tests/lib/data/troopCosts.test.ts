import { describe, expect, it, vi } from 'vitest';
import { allTroopCosts } from '../../../src/lib/data/registry.ts';
import { isNationWithTable, loadTroopCosts, troopCostsOf, troopCostsReady } from '../../../src/lib/data/tables/troopCosts.ts';

describe('troop-cost tables loaded a nation at a time', () => {
  it('knows the fourteen nations and nothing else', () => {
    expect(isNationWithTable('germany')).toBe(true);
    expect(isNationWithTable('narnia')).toBe(false);
    // Unknown ids never hold a page back: they become an unknown-nation finding.
    expect(troopCostsReady(['narnia'])).toBe(true);
  });

  it('loads a nation on demand to the same rows as the build reads', async () => {
    await loadTroopCosts(['germany', 'france', 'narnia']);
    expect(troopCostsReady(['germany', 'france'])).toBe(true);
    const fromBuild = allTroopCosts.find((t) => t.nation === 'germany')!;
    expect(troopCostsOf('germany').rows).toEqual(fromBuild.rows);
    // Germany's MG 1917-18 costs 12 points in the published table (seed 000, Germany).
    expect(troopCostsOf('germany').rows.find((r) => r.id === 'mg-1917-18')?.points).toBe(12);
  });

  it('says so when a page asks for a nation it has not loaded, and answers once loaded', async () => {
    vi.resetModules(); // a fresh copy of the module, as a page has before it loads anything
    const fresh = await import('../../../src/lib/data/tables/troopCosts.ts');
    expect(fresh.troopCostsReady(['serbia'])).toBe(false);
    expect(() => fresh.troopCostsOf('serbia')).toThrow(/not loaded/);
    await fresh.loadTroopCosts(['serbia']);
    expect(fresh.troopCostsOf('serbia').nation).toBe('serbia');
  });
});
