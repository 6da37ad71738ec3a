/**
 * One brigade costed by hand (GWSH 10.2, 8.2.2): stands × table points = base cost, × national quality,
 * × 80 % off table. German quality: Elite 130, Veteran 120, Regular 100, Green 80.
 */
import { describe, expect, it } from 'vitest';
import { allCostTables } from '#src/lib/data/tables/costTablesAll.ts';
import { costBrigade, type BrigadeContext } from '#src/lib/gwsh/list/brigadeCost.ts';
import { qualityGroupOf } from '#src/lib/gwsh/list/quality.ts';
import { NO_ALTERNATIVES } from '#src/lib/reading.ts';
import { brigade } from './listBuilders.ts';

const german: BrigadeContext = {
  nation: 'germany',
  nationName: 'Germany',
  tables: allCostTables,
  hasTable: true,
  group: qualityGroupOf(allCostTables.nationalQuality, 'germany'),
  year: 1917,
  alternatives: NO_ALTERNATIVES,
};

describe('costing one brigade', () => {
  it('multiplies the base cost by national quality, with every step of the arithmetic', () => {
    // 9 Infantry × 5 = 45, 2 MG 1917-18 × 12 = 24: base 69; Veteran 120 % → 82.8.
    const { view, facts } = costBrigade(
      brigade('1st', 'veteran', [
        ['infantry', 9],
        ['mg-1917-18', 2],
      ]),
      0,
      german,
    );
    expect(view).toMatchObject({ standCount: 11, baseCost: 69, qualityPercent: 120, offTableFactor: 1, cost: 82.8, costText: '82.8' });
    expect(view.stands.map((l) => l.subtotal)).toEqual([45, 24]);
    expect(view.steps.map((s) => s.kind)).toEqual(['line', 'line', 'base', 'quality', 'cost']);
    expect(view.offTableOther).toBeNull();
    expect(facts).toMatchObject({ infantrySupportStands: 11, artilleryStands: 0, hasFoo: false });
  });

  it('takes 20 % off an off-table artillery brigade after quality, and shows what the other reading would charge', () => {
    // 6 × 77mm field gun × 6 = 36; Regular 100 % × 80 % = 28.8. The alternative: 100 − 20 = 80 % → also 28.8.
    const regular = costBrigade(brigade('Guns', 'regular', [['77mm-field-gun', 6]], true), 1, german).view;
    expect(regular).toMatchObject({ isArtillery: true, baseCost: 36, offTableFactor: 0.8, multiplier: 0.8, cost: 28.8 });
    // Veteran: 36 × 120 % × 80 % = 34.56; the alternative, 120 − 20 = 100 % → 36.
    const veteran = costBrigade(brigade('Guns', 'veteran', [['77mm-field-gun', 6]], true), 1, german).view;
    expect(veteran.cost).toBe(34.56);
    expect(veteran.offTableOther).toMatchObject({ reading: 'alternative', percent: 100, cost: 36 });
  });

  it('costs an unknown stand 0 and says so, keeping the rest of the brigade', () => {
    // 4 Infantry × 5 = 20 at Green 80 % → 16; the unknown line adds nothing.
    const { view, findings } = costBrigade(
      brigade('2nd', 'green', [
        ['infantry', 4],
        ['wonder-weapon', 3],
      ]),
      2,
      german,
    );
    expect(view.cost).toBe(16);
    expect(view.stands[1]).toMatchObject({ row: null, subtotal: 0 });
    expect(findings.map((f) => f.path)).toContain('brigades[2].stands[1]');
  });
});
