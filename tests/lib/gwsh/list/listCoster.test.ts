/** One list costed again at every edit (src/lib/gwsh/list/listCoster.ts). */
import { describe, expect, it } from 'vitest';
import { allCostTables as tables } from '#src/lib/data/tables/costTablesAll.ts';
import { costList } from '#src/lib/gwsh/list/costList.ts';
import { listCoster } from '#src/lib/gwsh/list/listCoster.ts';
import { placeFindings } from '#src/lib/gwsh/list/findingPlaces.ts';
import { moveBrigade, setStandCount, updateBrigade } from '#src/lib/gwsh/list/listEdits.ts';
import { brigade, list } from './listBuilders.ts';

// Three German 1917 Attack brigades; the second is Green with 6 stands, a Small Brigade (a note on it).
const three = list({
  nation: 'germany',
  year: 1917,
  brigades: [
    brigade('A', 'regular', [['infantry', 12]]),
    brigade('B', 'green', [['infantry', 6]]),
    brigade('C', 'veteran', [
      ['infantry', 12],
      ['mg-1917-18', 2],
    ]),
  ],
});

describe('listCoster', () => {
  it('gives what costList gives, and the places placeFindings gives', () => {
    const cost = listCoster();
    const fresh = costList(three, tables);
    const kept = cost(three, tables);
    expect(kept.cost).toEqual(fresh);
    expect(kept.places).toEqual(placeFindings(fresh.findings, 3));
  });

  it('keeps the cost and findings of the brigades an edit leaves alone, and costs the edited one again', () => {
    const cost = listCoster();
    const before = cost(three, tables);
    // 12 → 13 infantry in A: 13 × 5 = 65 at Regular's 100 % (the German table's 5 points an infantry stand).
    const edited = setStandCount(three, 0, 0, 13);
    const after = cost(edited, tables);
    expect(after.cost.brigades[0]).not.toBe(before.cost.brigades[0]);
    expect(after.cost.brigades[0]!.costText).toBe('65');
    expect(after.cost.brigades[1]).toBe(before.cost.brigades[1]);
    expect(after.cost.brigades[2]).toBe(before.cost.brigades[2]);
    // B's Small Brigade note (its own cost's finding) keeps its place.
    expect(before.places.brigades.get(1)!.brigade.map((f) => f.code)).toEqual(['small-brigade']);
    expect(after.places.brigades.get(1)).toBe(before.places.brigades.get(1));
    expect(after.cost).toEqual(costList(edited, tables));
  });

  it('costs a brigade again when its place, the readings or the tables change', () => {
    const cost = listCoster();
    const before = cost(three, tables);
    // Moved down, A is brigades[1]: its findings' paths name its new place.
    const moved = cost(moveBrigade(three, 0, 1), tables);
    expect(moved.cost.brigades[1]).not.toBe(before.cost.brigades[0]);
    expect(moved.cost).toEqual(costList(moveBrigade(three, 0, 1), tables));
    const other = cost(three, tables, { alternatives: new Set(['off-table-after-quality']) });
    expect(other.cost.brigades[2]).not.toBe(before.cost.brigades[2]);
    const renamed = cost(updateBrigade(three, 2, { name: 'C2' }), tables);
    expect(renamed.cost).toEqual(costList(updateBrigade(three, 2, { name: 'C2' }), tables));
  });

  it("keeps the place of a finding the list's checks make again when it reads the same", () => {
    // 9.0: Veteran guns in a mixed division are an error the list's check makes anew at every costing.
    const guns = list({
      nation: 'germany',
      year: 1917,
      brigades: [brigade('Inf', 'veteran', [['infantry', 10]]), brigade('Guns', 'veteran', [['77mm-field-gun', 6]])],
    });
    const cost = listCoster();
    const before = cost(guns, tables);
    expect(before.places.brigades.get(1)!.brigade.map((f) => f.code)).toEqual(['small-brigade', 'artillery-grade']);
    const after = cost(setStandCount(guns, 0, 0, 11), tables);
    expect(after.places.brigades.get(1)).toBe(before.places.brigades.get(1));
    // Renamed, the finding names the brigade anew: a new place, with the new words.
    const renamed = cost(updateBrigade(guns, 1, { name: 'Field guns' }), tables);
    expect(renamed.places.brigades.get(1)).not.toBe(before.places.brigades.get(1));
    expect(renamed.places.brigades.get(1)!.brigade[1]!.message).toMatch(/^"Field guns" is artillery rated Veteran/);
  });
});
