/**
 * The artillery grade judged from the division, not from the file (GWSH 9.0, 10.1), each with a worked case.
 * Quality: German/USA/French/UK 130/120/100/80/–; Russian/… 120/110/90/70/80.
 */
import { allCostTables as tables } from '#src/lib/data/tables/costTablesAll.ts';
import { describe, expect, it } from 'vitest';
import { costList } from '#src/lib/gwsh/list/costList.ts';
import { brigade, divisionHq, errorsBesidesDivision, list, readingIds } from './listBuilders.ts';

describe('artillery grade (GWSH 9.0, 10.1): judged from the division, not from the file', () => {
  it('German 1917 Defend: one Veteran infantry brigade and Regular off-table artillery is clean in a mixed division', () => {
    // 10 infantry × 5 = 50 × 120 % = 60; 6 × 77mm × 6 = 36 × 100 % × 80 % = 28.8; total 88.8 of 350
    const r = costList(
      list({
        nation: 'germany',
        year: 1917,
        list: 'defend',
        brigades: [divisionHq(), brigade('Inf', 'veteran', [['infantry', 10]]), brigade('Guns', 'regular', [['77mm-field-gun', 6]], true)],
      }),
      tables,
    );
    expect(r.total).toBe(88.8);
    expect(r.errors).toEqual([]);
  });

  it('a list whose brigades happen to be all Veteran no longer passes Veteran artillery unless the division is all Veteran', () => {
    // 10 infantry × 5 = 50 × 120 % = 60; 6 × 77mm × 6 = 36 × 120 % = 43.2
    const brigades = [divisionHq(), brigade('Inf', 'veteran', [['infantry', 10]]), brigade('Guns', 'veteran', [['77mm-field-gun', 6]])];
    const mixed = costList(list({ nation: 'germany', year: 1917, brigades }), tables);
    expect(mixed.errors.map((f) => [f.code, f.path])).toEqual([['artillery-grade', 'brigades[2].grade']]);
    expect(mixed.errors[0]!.message).toBe('"Guns" is artillery rated Veteran; in a mixed division artillery must be Regular.');
    const veteran = costList(list({ nation: 'germany', year: 1917, divisionGrade: 'veteran', brigades }), tables);
    expect(veteran.total).toBe(103.2);
    expect(veteran.errors).toEqual([]);
  });

  it('a Veteran Russian infantry brigade with a FOO is not an error: the FOO keeps its own grade', () => {
    // 10 infantry × 5 + 1 FOO × 10 = 60 × 110 % = 66 (reading foo-is-a-ground-unit: multiplied with its brigade)
    const r = costList(
      list({
        nation: 'russia',
        year: 1916,
        brigades: [
          divisionHq(),
          brigade('Inf', 'veteran', [
            ['infantry', 10],
            ['artillery-foo', 1],
          ]),
        ],
      }),
      tables,
    );
    expect(r.total).toBe(66);
    expect(errorsBesidesDivision(r)).toEqual([]);
    expect(readingIds(r)).toContain('foo-grade-of-its-own');
  });

  it('an all-Green division flags a brigade of another grade and Regular artillery', () => {
    const r = costList(
      list({
        nation: 'united-states',
        year: 1918,
        divisionGrade: 'green',
        brigades: [
          divisionHq(),
          brigade('1st', 'green', [['infantry', 10]]),
          brigade('2nd', 'regular', [['infantry', 10]]),
          brigade('Arty', 'regular', [['75mm-field-gun', 4]]),
        ],
      }),
      tables,
    );
    expect(r.findings.filter((f) => f.code !== 'hq-unpriced' && f.rule === '9.0').map((f) => [f.code, f.severity, f.path])).toEqual([
      // the HQ-only brigade (Regular) is the command, not a brigade the division's grade speaks of
      // An error whichever way it is read: the brigade is not the division's grade, or the division is mixed
      // and its artillery (Regular here) would then be right but the declaration wrong (9.0, 10.1).
      ['division-grade-mismatch', 'error', 'brigades[2].grade'],
      ['artillery-grade', 'error', 'brigades[3].grade'],
    ]);
  });

  it('speaks of the artillery without supposing the list has some', () => {
    const message = (withGuns: boolean) =>
      costList(
        list({
          nation: 'united-states',
          year: 1918,
          divisionGrade: 'veteran',
          brigades: [
            divisionHq(),
            brigade('1st', 'veteran', [['infantry', 10]]),
            brigade('2nd', 'regular', [['infantry', 10]]),
            ...(withGuns ? [brigade('Arty', 'veteran', [['75mm-field-gun', 4]])] : []),
          ],
        }),
        tables,
      ).findings.find((f) => f.code === 'division-grade-mismatch')!.message;
    expect(message(false)).toBe(
      '"2nd" is Regular, but the division is declared all Veteran: either this brigade\'s grade is not the division\'s, or the division is mixed. Rate it Veteran, or set the division to mixed (and any artillery to Regular).',
    );
    expect(message(true)).toBe(message(false));
  });
});
