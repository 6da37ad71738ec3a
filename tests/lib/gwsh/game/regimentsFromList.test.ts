/** The fire-missions page's regiments from a saved list (src/lib/gwsh/game/regimentsFromList.ts). */
import { allCostTables as tables } from '#src/lib/data/tables/costTablesAll.ts';
import { describe, expect, it } from 'vitest';
import { calibreFromName, regimentsFromList } from '#src/lib/gwsh/game/regimentsFromList.ts';
import { readFireMissionsForm, initialFireMissionsForm } from '#src/lib/gwsh/game/fireMissionsForm.ts';
import { brigade, list } from '../list/listBuilders.ts';
import { gwsh } from '#src/lib/data/registry.ts';

describe('calibreFromName (reading calibre-from-gun-name)', () => {
  it('reads millimetres, inches and pounders, to the whole millimetre', () => {
    expect(calibreFromName('77mm field gun')).toBe(77);
    expect(calibreFromName('76.2mm infantry gun')).toBe(76);
    // "150m howitzer" (as the source spells the German row) is 150mm.
    expect(calibreFromName('150m howitzer')).toBe(150);
    // 4.5 × 25.4 = 114.3 → 114; 9.2 × 25.4 = 233.68 → 234.
    expect(calibreFromName('4.5" howitzer')).toBe(114);
    expect(calibreFromName('9.2" Howitzer')).toBe(234);
    // 18pdr: 3.3in bore, 83.8mm → 84 (90mm or less: 10 missions); 60pdr: 5in, 127mm (larger: 5).
    expect(calibreFromName('18pdr field gun')).toBe(84);
    expect(calibreFromName('60pdr field gun')).toBe(127);
    expect(calibreFromName('13pdr field gun')).toBe(76);
    expect(calibreFromName('Whippet')).toBeNull();
    expect(calibreFromName('2pdr pom-pom')).toBeNull();
  });
});

describe('regimentsFromList', () => {
  it("takes each line of a list's guns as a regiment, off table with its brigade, a lone gun in an infantry brigade as a support stand", () => {
    // British Empire 1917: an off-table brigade of 6 × 18pdr and 4 × 60pdr with a FOO; an infantry brigade with
    // one 4.5" howitzer; 10 infantry alone give no regiment.
    const l = list({
      nation: 'british-empire',
      year: 1917,
      brigades: [
        brigade('Inf', 'regular', [
          ['infantry', 10],
          ['4-5in-howitzer', 1],
        ]),
        brigade(
          'RFA',
          'regular',
          [
            ['18pdr-field-gun', 6],
            ['60pdr-field-gun', 4],
            ['artillery-foo', 1],
          ],
          true,
        ),
      ],
    });
    const r = regimentsFromList(l, tables);
    expect(r.regiments).toEqual([
      { name: 'Inf: 1 × 4.5" howitzer', calibre: '114', offTable: false, singleSupportStand: true },
      { name: 'RFA: 6 × 18pdr field gun', calibre: '84', offTable: true, singleSupportStand: false },
      { name: 'RFA: 4 × 60pdr field gun', calibre: '127', offTable: true, singleSupportStand: false },
    ]);
    expect(r.unread).toEqual([]);
    expect(r.readings.map((x) => x.id)).toEqual(['line-is-a-regiment', 'calibre-from-gun-name']);

    // The page's plan from them (8.2.1): the 18pdr 10 missions, the 60pdr 5; the lone howitzer unlimited.
    const view = readFireMissionsForm(gwsh, {
      ...initialFireMissionsForm,
      regiments: r.regiments.map((g, key) => ({ key, ...g })),
    });
    expect(view.errors).toEqual([]);
    expect(view.plan?.regiments.map((g) => g.fireMissions)).toEqual([null, 10, 5]);
  });

  it('a list without guns gives no regiments and names no reading', () => {
    const r = regimentsFromList(list({ nation: 'germany', year: 1917, brigades: [brigade('Inf', 'regular', [['infantry', 10]])] }), tables);
    expect(r).toEqual({ regiments: [], unread: [], readings: [], problem: null });
  });

  it('a list of a nation with no cost table is a list the page cannot read, not one without guns', () => {
    const r = regimentsFromList(
      list({ nation: 'atlantis', year: 1917, brigades: [brigade('Guns', 'regular', [['77mm-field-gun', 6]])] }),
      tables,
    );
    expect(r.regiments).toEqual([]);
    expect(r.problem).toBe(
      'This list is of “atlantis”, a nation with no cost table on this site, so which of its stands are guns cannot be read: correct its nation in the list builder, or type the regiments below.',
    );
  });
});
