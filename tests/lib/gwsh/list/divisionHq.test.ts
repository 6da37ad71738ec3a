/** The Division and Corps HQs, and the two brigades a division needs (GWSH 9.0), each with a worked case. */
import { allCostTables as tables } from '#src/lib/data/tables/costTablesAll.ts';
import { describe, expect, it } from 'vitest';
import { costList } from '#src/lib/gwsh/list/costList.ts';
import { infantryHq } from '#src/lib/gwsh/list/unitRows.ts';
import { brigade, codesBesidesDivision, divisionHq, list, readingIds } from './listBuilders.ts';

describe('Division and Corps HQs (GWSH 9.0)', () => {
  it('a basic list with no Division HQ breaks 9.0; an HQ is costed 0 with a finding that it has no price', () => {
    const two = [brigade('Inf', 'regular', [['infantry', 10]]), brigade('Inf 2', 'regular', [['infantry', 10]])];
    const without = costList(list({ nation: 'germany', year: 1917, brigades: two }), tables);
    expect(without.errors.map((f) => [f.code, f.severity, f.rule])).toEqual([['no-division-hq', 'error', '9.0']]);
    // 10 infantry × 5 = 50, twice → 100 + Division HQ 0 → 100
    const withHq = costList(list({ nation: 'germany', year: 1917, brigades: [divisionHq(), ...two] }), tables);
    expect(withHq.total).toBe(100);
    expect(withHq.findings.map((f) => f.code)).toEqual(['hq-unpriced']);
    expect(readingIds(withHq)).toContain('hq-costed-zero');
    // Options reinforce the basic list's division: neither check applies.
    expect(
      costList(list({ nation: 'germany', year: 1917, part: 'option-a', brigades: [brigade('Inf', 'regular', [['infantry', 10]])] }), tables)
        .errors,
    ).toEqual([]);
  });

  it("under an event's alternative of hq-costed-zero, an HQ costs the nation's infantry HQ stand, multiplied with its brigade", () => {
    const withHqs = (nation: string) =>
      list({
        nation,
        year: 1917,
        brigades: [
          brigade('HQ', 'veteran', [
            ['division-hq', 1],
            ['corps-hq', 1],
          ]),
          brigade('Inf', 'regular', [['infantry', 10]]),
          brigade('Inf 2', 'regular', [['infantry', 10]]),
        ],
      });
    const alternatives = new Set(['hq-costed-zero']);
    // Germany: 2 HQs × 6 (Infantry Regiment HQ) = 12 × 120% (Veteran) = 14.4; 10 infantry × 5 × 100% = 50, twice → 114.4
    const germany = costList(withHqs('germany'), tables, { alternatives });
    expect(germany.total).toBe(114.4);
    expect(germany.brigades[0]!.stands.map((s) => s.pointsEach)).toEqual([6, 6]);
    expect(germany.findings.filter((f) => f.code === 'hq-unpriced').map((f) => f.message)).toEqual([
      "Division HQ: the rules require it but give it no points, so it is costed as Infantry Regiment HQ (the event's reading).",
      "Corps HQ: the rules require it but give it no points, so it is costed as Infantry Regiment HQ (the event's reading).",
    ]);
    expect(germany.alternativesTaken.map((r) => r.id)).toContain('hq-costed-zero');
    expect(readingIds(germany)).not.toContain('hq-costed-zero');
    // Russia: 12 × 110% (Veteran, second group) = 13.2; 10 × 5 × 90% = 45, twice → 103.2. The site's reading: 0 + 90 = 90.
    expect(costList(withHqs('russia'), tables, { alternatives }).total).toBe(103.2);
    expect(costList(withHqs('russia'), tables).total).toBe(90);
  });

  it('an off-table artillery regiment makes the second brigade only by reading any-group-is-a-brigade; a group of one stand never does', () => {
    const withSecond = (second: ReturnType<typeof brigade>) =>
      costList(
        list({ nation: 'germany', year: 1917, brigades: [divisionHq(), brigade('Inf', 'regular', [['infantry', 10]]), second] }),
        tables,
      );
    const offTable = withSecond(brigade('Arty', 'regular', [['77mm-field-gun', 6]], true));
    expect(offTable.errors).toEqual([]);
    expect(readingIds(offTable)).toContain('any-group-is-a-brigade');
    // A Division HQ, one regiment and one stand listed as a group of its own (an infantry stand, or the
    // Artillery FOO): one brigade, so 9.0 is broken under either reading.
    for (const single of [brigade('MG', 'regular', [['infantry', 1]]), brigade('FOO', 'regular', [['artillery-foo', 1]])]) {
      const lone = withSecond(single);
      expect(lone.errors.map((f) => f.code)).toEqual(['too-few-brigades']);
      expect(lone.errors[0]!.message).toContain('this list has one besides its headquarters');
      expect(readingIds(lone)).not.toContain('any-group-is-a-brigade');
    }
    // Two groups of two or more stands on the table: the count rests on no reading.
    const two = withSecond(brigade('Inf 2', 'regular', [['infantry', 2]]));
    expect(readingIds(two)).not.toContain('any-group-is-a-brigade');
    // Under the event's alternative the battery is no brigade either: one brigade, 9.0 broken.
    const alternatives = new Set(['any-group-is-a-brigade']);
    for (const second of [brigade('Arty', 'regular', [['77mm-field-gun', 6]], true)]) {
      const l = list({ nation: 'germany', year: 1917, brigades: [divisionHq(), brigade('Inf', 'regular', [['infantry', 10]]), second] });
      const cost = costList(l, tables, { alternatives });
      expect(cost.errors.map((f) => f.code)).toEqual(['too-few-brigades']);
      expect(cost.alternativesTaken.map((r) => r.id)).toContain('any-group-is-a-brigade');
    }
    expect(
      costList(
        list({
          nation: 'germany',
          year: 1917,
          brigades: [divisionHq(), brigade('Inf', 'regular', [['infantry', 10]]), brigade('Inf 2', 'regular', [['infantry', 2]])],
        }),
        tables,
        { alternatives },
      ).errors,
    ).toEqual([]);
  });

  it('every nation has one infantry HQ stand for that alternative to price', () => {
    for (const [nation, table] of tables.troopCosts) {
      expect(
        table.rows.filter((r) => /^infantry-.*hq/.test(r.id)),
        nation,
      ).toHaveLength(1);
      expect(infantryHq(tables, nation)?.points, nation).toBe(6);
    }
  });

  it('a division must include at least two brigades, and a brigade of headquarters alone is not one (9.0)', () => {
    const one = costList(
      list({ nation: 'germany', year: 1917, brigades: [divisionHq(), brigade('Inf', 'regular', [['infantry', 10]])] }),
      tables,
    );
    expect(one.errors.map((f) => [f.code, f.severity, f.rule])).toEqual([['too-few-brigades', 'error', '9.0']]);
    expect(one.errors[0]!.message).toBe(
      'A division, even an under-strength one, must include at least two brigades of its TO&E (9.0); this list has one besides its headquarters.',
    );
    // An HQ stand inside a fighting brigade does not make it a headquarters brigade: two fighting brigades.
    const inside = costList(
      list({
        nation: 'germany',
        year: 1917,
        brigades: [
          brigade('Inf', 'regular', [
            ['infantry', 10],
            ['division-hq', 1],
          ]),
          brigade('Inf 2', 'regular', [['infantry', 10]]),
        ],
      }),
      tables,
    );
    expect(inside.errors).toEqual([]);
    // The Division HQ with its FOO beside it is the command with a divisional asset, not a brigade (reading
    // hq-group-not-a-brigade): with one infantry regiment, the list has one brigade, and says which reading.
    const hqAndFooList = list({
      nation: 'germany',
      year: 1917,
      brigades: [
        brigade('HQ', 'regular', [
          ['division-hq', 1],
          ['artillery-foo', 1],
        ]),
        brigade('Inf', 'regular', [['infantry', 10]]),
      ],
    });
    const hqAndFoo = costList(hqAndFooList, tables);
    expect(hqAndFoo.errors.map((f) => [f.code, f.reading])).toEqual([['too-few-brigades', 'hq-group-not-a-brigade']]);
    expect(readingIds(hqAndFoo)).toContain('hq-group-not-a-brigade');
    // An event may take the other reading (its rules pack): the HQ's group with its FOO is then a brigade.
    const other = costList(hqAndFooList, tables, { alternatives: new Set(['hq-group-not-a-brigade']) });
    expect(other.errors).toEqual([]);
    expect(other.alternativesTaken.map((r) => r.id)).toEqual(['hq-group-not-a-brigade']);
    // With 9 infantry beside the HQ it is still the command (9 < 10); with 10 it is a brigade the HQ travels with.
    const withInfantry = (n: number) =>
      costList(
        list({
          nation: 'germany',
          year: 1917,
          brigades: [
            brigade('HQ', 'regular', [
              ['division-hq', 1],
              ['infantry', n],
            ]),
            brigade('Inf', 'regular', [['infantry', 10]]),
          ],
        }),
        tables,
      ).errors.map((f) => f.code);
    expect(withInfantry(9)).toEqual(['too-few-brigades']);
    expect(withInfantry(10)).toEqual([]);
    // An empty list is not judged yet (the builder starts empty).
    expect(costList(list({ nation: 'germany', year: 1917, brigades: [] }), tables).errors).toEqual([]);
  });

  it('two Division HQs need a Corps HQ', () => {
    const two = brigade('HQs', 'regular', [['division-hq', 2]]);
    const noCorps = costList(list({ nation: 'germany', year: 1917, brigades: [two] }), tables);
    expect(noCorps.errors.find((f) => f.code === 'no-corps-hq')).toMatchObject({ severity: 'error', rule: '9.0' });
    const corps = brigade('HQs', 'regular', [
      ['division-hq', 2],
      ['corps-hq', 1],
    ]);
    expect(codesBesidesDivision(costList(list({ nation: 'germany', year: 1917, brigades: [corps] }), tables))).not.toContain('no-corps-hq');
  });
});
