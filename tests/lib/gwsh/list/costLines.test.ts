import { describe, expect, it } from 'vitest';
import { lineLabel, missingCostFinding, priceLine, sumLines, type RowRef } from '#src/lib/gwsh/list/costLines.ts';

const fighter: RowRef = { table: 'aircraft', rowId: 'fighter', name: 'Fighter', href: '/gwsh/tables/aircraft/#fighter' };
const fort: RowRef = { table: 'generic-troops', rowId: 'fort', name: 'Fort', href: '/gwsh/tables/generic-troops/#fort' };

describe('pricing lines (GWSH 10.4, 10.5)', () => {
  it('prices a line as count × points each, and sums lines exactly', () => {
    // 3 fighters × 12 = 36; 2 forts × 20 = 40; together 76.
    const fighters = priceLine('aircraft[0]', 'fighter', 3, fighter, 12);
    const forts = priceLine('defences[0]', 'fort', 2, fort, 20);
    expect(fighters.view).toMatchObject({ count: 3, pointsEach: 12, subtotal: 36, subtotalText: '36' });
    expect(sumLines([fighters, forts]).view).toMatchObject({ subtotal: 76, subtotalText: '76' });
  });

  it('costs 0 for a row no table has, or a cell the table leaves empty, and says so only for the empty cell', () => {
    const unknown = priceLine('aircraft[1]', 'zeppelin', 2, null, 12);
    expect(unknown.view).toMatchObject({ row: null, pointsEach: null, subtotal: 0 });
    expect(missingCostFinding(unknown.view)).toBeNull();
    const empty = priceLine('brigades[0].stands[0]', 'fort', 1, fort, null);
    expect(empty.view.subtotal).toBe(0);
    expect(missingCostFinding(empty.view)).toMatchObject({
      code: 'missing-cost',
      severity: 'warning',
      rule: '10.5',
      path: 'brigades[0].stands[0]',
    });
    expect(missingCostFinding(priceLine('x', 'fort', 1, fort, 20).view)).toBeNull();
  });

  it('labels a line by its row’s name, or by the id as written when no table has it', () => {
    expect(lineLabel(priceLine('a', 'fighter', 3, fighter, 12).view)).toBe('3 × Fighter at 12');
    expect(lineLabel(priceLine('a', 'zeppelin', 1, null, null).view)).toBe('1 × "zeppelin" (not in the tables, costed 0)');
    expect(lineLabel(priceLine('a', 'fort', 2, fort, null).view)).toBe('2 × Fort (no value in the table, costed 0)');
  });
});
