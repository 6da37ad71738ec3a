/**
 * A verdict never depends on how the list groups the same stands (GWSH 3.0's 1914 allowance, 9.0's artillery
 * grade): the same stands moved between groups get the same verdict. Worked by hand below.
 */
import { describe, expect, it } from 'vitest';
import { allCostTables as tables } from '#src/lib/data/tables/costTablesAll.ts';
import { costList } from '#src/lib/gwsh/list/costList.ts';
import type { Brigade, GwshList } from '#src/lib/gwsh/list/listFile.ts';
import { brigade, divisionHq, list, readingIds } from './listBuilders.ts';

/** France, 1914, western front, Defend: light entrenchments bought for `entrench` stands. */
const defend1914 = (brigades: Brigade[], entrench: number): GwshList =>
  list({
    nation: 'france',
    year: 1914,
    list: 'defend',
    theatre: 'western-front',
    brigades,
    defences: [{ item: 'light-entrenchments', count: entrench }],
  });
const allowanceErrors = (l: GwshList) =>
  costList(l, tables)
    .findings.filter((f) => f.code === 'entrenchment-allowance')
    .map((f) => f.message);

describe("the 1914 allowance counts the two infantry brigades' own infantry-type stands", () => {
  const regiment = (name: string, extra: [string, number][] = []) => brigade(name, 'regular', [['infantry', 12], ...extra]);

  it('a Division HQ listed inside a regiment adds nothing: 25 entrenchments for 12 + 12 = 24 stands are refused either way', () => {
    const apart = defend1914([divisionHq(), regiment('1st'), regiment('2nd')], 25);
    const inside = defend1914([regiment('1st', [['division-hq', 1]]), regiment('2nd')], 25);
    const said =
      'The list buys light entrenchments for 25 stands; on the western front in 1914 a Defend list may entrench two infantry brigades, here 24 stands.';
    expect(allowanceErrors(apart)).toEqual([said]);
    expect(allowanceErrors(inside)).toEqual([said]);
  });

  it('six 75mm field guns moved into a regiment add nothing: the allowance stays 24', () => {
    const guns: [string, number][] = [['75mm-field-gun', 6]];
    const apart = defend1914([divisionHq(), regiment('1st'), regiment('2nd'), brigade('Guns', 'regular', guns)], 25);
    const inside = defend1914([divisionHq(), regiment('1st', guns), regiment('2nd')], 25);
    expect(allowanceErrors(apart)).toHaveLength(1);
    expect(allowanceErrors(inside)).toEqual(allowanceErrors(apart));
    // 24 fit both ways.
    expect(allowanceErrors(defend1914([divisionHq(), regiment('1st', guns), regiment('2nd')], 24))).toEqual([]);
  });

  it("an infantry brigade's infantry guns count with it by reading infantry-guns-integral, and not under its alternative", () => {
    // 12 infantry + 2 × 37mm infantry guns, twice: 28 by our reading, 24 by the alternative.
    const l = defend1914([divisionHq(), regiment('1st', [['37mm-infantry-gun', 2]]), regiment('2nd', [['37mm-infantry-gun', 2]])], 28);
    expect(allowanceErrors(l)).toEqual([]);
    expect(readingIds(costList(l, tables))).toContain('infantry-guns-integral');
    const other = costList(l, tables, { alternatives: new Set(['infantry-guns-integral']) });
    expect(other.findings.filter((f) => f.code === 'entrenchment-allowance').map((f) => f.message)).toEqual([
      'The list buys light entrenchments for 28 stands; on the western front in 1914 a Defend list may entrench two infantry brigades, here 24 stands.',
    ]);
  });
});

describe("9.0's artillery grade holds for guns wherever they are listed", () => {
  // Germany 1917, a mixed division (the default): artillery must be Regular.
  const germany = (brigades: Brigade[]) => costList(list({ nation: 'germany', year: 1917, brigades }), tables);
  const gradeErrors = (brigades: Brigade[], alternatives?: Set<string>) =>
    costList(list({ nation: 'germany', year: 1917, brigades }), tables, alternatives && { alternatives }).errors.filter(
      (f) => f.code === 'artillery-grade',
    );

  it('Veteran 77mm guns break it inside a Veteran regiment as they do in a group of their own', () => {
    const guns: [string, number][] = [['77mm-field-gun', 4]];
    const own = gradeErrors([divisionHq(), brigade('Inf', 'veteran', [['infantry', 10]]), brigade('Guns', 'veteran', guns)]);
    expect(own.map((f) => f.message)).toEqual(['"Guns" is artillery rated Veteran; in a mixed division artillery must be Regular.']);
    const inside = gradeErrors([
      divisionHq(),
      brigade('Inf', 'veteran', [['infantry', 10], ...guns]),
      brigade('Inf 2', 'regular', [['infantry', 10]]),
    ]);
    expect(inside.map((f) => f.message)).toEqual(['"Inf" holds guns (4) rated Veteran; in a mixed division artillery must be Regular.']);
    // Regular guns inside a Regular regiment: nothing to say.
    expect(
      gradeErrors([divisionHq(), brigade('Inf', 'regular', [['infantry', 10], ...guns]), brigade('Inf 2', 'regular', [['infantry', 10]])]),
    ).toEqual([]);
    expect(
      germany([divisionHq(), brigade('Inf', 'regular', [['infantry', 10], ...guns]), brigade('Inf 2', 'regular', [['infantry', 10]])])
        .errors,
    ).toEqual([]);
  });

  it("a Veteran regiment's infantry guns take its grade by reading infantry-guns-integral; under the alternative they are artillery", () => {
    const brigades = [
      divisionHq(),
      brigade('Inf', 'veteran', [
        ['infantry', 10],
        ['37mm-infantry-gun', 2],
      ]),
      brigade('Inf 2', 'regular', [['infantry', 10]]),
    ];
    expect(gradeErrors(brigades)).toEqual([]);
    expect(gradeErrors(brigades, new Set(['infantry-guns-integral'])).map((f) => f.message)).toEqual([
      '"Inf" holds guns (2) rated Veteran; in a mixed division artillery must be Regular.',
    ]);
  });
});
