/**
 * The division-wide list checks, each with a worked case from the source: the artillery grade judged from the
 * division (GWSH 9.0, 10.1), the front (3.0, 10.3), and the Division and Corps HQs (9.0).
 * Quality: German/USA/French/UK 130/120/100/80/–; Russian/… 120/110/90/70/80.
 */
import { allTroopCostsByNation as troopCosts } from '../../../../src/lib/data/tables/troopCostsAll.ts';
import { describe, expect, it } from 'vitest';
import { costList, type ListCost } from '../../../../src/lib/gwsh/list/costList.ts';
import { westernFront1914Allowance } from '../../../../src/lib/gwsh/list/frontChecks.ts';
import { brigade, list } from './listBuilders.ts';

// Every list here has its Division HQ, so each carries the HQ's no-price note; some have one fighting
// brigade, which 9.0 counts as too few (tested on its own below). The tests are about the rest.
const besides = new Set(['hq-unpriced', 'too-few-brigades']);
const codes = (r: ListCost) =>
  r.findings
    .map((f) => f.code)
    .filter((c) => !besides.has(c))
    .sort();
const errorsBesides = (r: ListCost) => r.errors.filter((f) => !besides.has(f.code));
const readingIds = (r: ListCost) => r.readings.map((x) => x.id);
const hq = brigade('Division HQ', 'regular', [['division-hq', 1]]);

describe('artillery grade (GWSH 9.0, 10.1): judged from the division, not from the file', () => {
  it('German 1917 Defend: one Veteran infantry brigade and Regular off-table artillery is clean in a mixed division', () => {
    // 10 infantry × 5 = 50 × 120 % = 60; 6 × 77mm × 6 = 36 × 100 % × 80 % = 28.8; total 88.8 of 350
    const r = costList(
      list({
        nation: 'germany',
        year: 1917,
        list: 'defend',
        brigades: [hq, brigade('Inf', 'veteran', [['infantry', 10]]), brigade('Guns', 'regular', [['77mm-field-gun', 6]], true)],
      }),
      troopCosts,
    );
    expect(r.total).toBe(88.8);
    expect(r.errors).toEqual([]);
  });

  it('a list whose brigades happen to be all Veteran no longer passes Veteran artillery unless the division is all Veteran', () => {
    // 10 infantry × 5 = 50 × 120 % = 60; 6 × 77mm × 6 = 36 × 120 % = 43.2
    const brigades = [hq, brigade('Inf', 'veteran', [['infantry', 10]]), brigade('Guns', 'veteran', [['77mm-field-gun', 6]])];
    const mixed = costList(list({ nation: 'germany', year: 1917, brigades }), troopCosts);
    expect(mixed.errors.map((f) => [f.code, f.path])).toEqual([['artillery-grade', 'brigades[2].grade']]);
    expect(mixed.errors[0]!.message).toBe('"Guns" is artillery rated Veteran; in a mixed division artillery must be Regular.');
    const veteran = costList(list({ nation: 'germany', year: 1917, divisionGrade: 'veteran', brigades }), troopCosts);
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
          hq,
          brigade('Inf', 'veteran', [
            ['infantry', 10],
            ['artillery-foo', 1],
          ]),
        ],
      }),
      troopCosts,
    );
    expect(r.total).toBe(66);
    expect(errorsBesides(r)).toEqual([]);
    expect(readingIds(r)).toContain('foo-grade-of-its-own');
  });

  it('an all-Green division flags a brigade of another grade and Regular artillery', () => {
    const r = costList(
      list({
        nation: 'united-states',
        year: 1918,
        divisionGrade: 'green',
        brigades: [
          hq,
          brigade('1st', 'green', [['infantry', 10]]),
          brigade('2nd', 'regular', [['infantry', 10]]),
          brigade('Arty', 'regular', [['75mm-field-gun', 4]]),
        ],
      }),
      troopCosts,
    );
    expect(r.findings.filter((f) => f.code !== 'hq-unpriced' && f.rule === '9.0').map((f) => [f.code, f.severity, f.path])).toEqual([
      // the HQ-only brigade (Regular) is the command, not a brigade the division's grade speaks of
      ['division-grade-mismatch', 'warning', 'brigades[2].grade'],
      ['artillery-grade', 'error', 'brigades[3].grade'],
    ]);
  });
});

describe('the front (GWSH 3.0, 10.3)', () => {
  it('no Encounter list where trench lines constrict the fighting; the 1914 western front still has one', () => {
    const encounter = (theatre: 'western-front' | 'trench-front' | 'mobile', year: number) =>
      codes(
        costList(
          list({ nation: 'russia', year, list: 'encounter', theatre, brigades: [hq, brigade('Inf', 'regular', [['infantry', 10]])] }),
          troopCosts,
        ),
      );
    expect(encounter('western-front', 1915)).toContain('encounter-not-available');
    expect(encounter('trench-front', 1916)).toContain('encounter-not-available');
    expect(encounter('western-front', 1914)).not.toContain('encounter-not-available');
    expect(encounter('mobile', 1917)).not.toContain('encounter-not-available');
  });

  it('French 1914 western-front Defend: 40 light entrenchments for two 12-stand brigades break the allowance of 24', () => {
    // allowance: the two largest infantry brigades, 12 + 12 = 24 stands (reading allowance-from-two-largest)
    // 24 infantry × 5 = 120; 40 light entrenchments × 1 = 40; total 160 of 350
    const brigades = [hq, brigade('1st', 'regular', [['infantry', 12]]), brigade('2nd', 'regular', [['infantry', 12]])];
    const r = costList(
      list({
        nation: 'france',
        year: 1914,
        list: 'defend',
        theatre: 'western-front',
        brigades,
        defences: [{ item: 'light-entrenchments', count: 40 }],
      }),
      troopCosts,
    );
    expect(r.total).toBe(160);
    expect(r.errors.map((f) => f.code)).toEqual(['entrenchment-allowance']);
    expect(r.errors[0]!.message).toContain('here 24 stands');
    expect(readingIds(r)).toEqual(expect.arrayContaining(['trench-bound-fronts', 'allowance-from-two-largest']));
    // 24 light entrenchments are exactly the allowance: clean.
    const ok = costList(
      list({
        nation: 'france',
        year: 1914,
        list: 'defend',
        theatre: 'western-front',
        brigades,
        defences: [{ item: 'light-entrenchments', count: 24 }],
      }),
      troopCosts,
    );
    expect(ok.errors).toEqual([]);
  });

  it('the allowance counts infantry, support and HQ stands of the two largest brigades, never artillery', () => {
    // brigades of 14, 12 and 9 stands and a 20-gun artillery brigade: 14 + 12 = 26
    expect(
      westernFront1914Allowance([
        { isArtillery: false, infantrySupportStands: 12 },
        { isArtillery: true, infantrySupportStands: 0 },
        { isArtillery: false, infantrySupportStands: 14 },
        { isArtillery: false, infantrySupportStands: 9 },
      ]),
    ).toBe(26);
    expect(westernFront1914Allowance([])).toBe(0);
  });

  it('French 1914 western-front Defend with 13 heavy entrenchments and 2 forts: heavier works flagged, as a named reading', () => {
    // 24 infantry × 5 = 120; 13 heavy × 4 = 52; 2 forts × 20 = 40; total 212
    const r = costList(
      list({
        nation: 'france',
        year: 1914,
        list: 'defend',
        theatre: 'western-front',
        brigades: [hq, brigade('1st', 'regular', [['infantry', 12]]), brigade('2nd', 'regular', [['infantry', 12]])],
        defences: [
          { item: 'heavy-entrenchments', count: 13 },
          { item: 'fort', count: 2 },
        ],
      }),
      troopCosts,
    );
    expect(r.total).toBe(212);
    expect(r.findings.filter((f) => f.code === 'western-front-1914-light-only').map((f) => f.path)).toEqual(['defences[0]', 'defences[1]']);
    expect(readingIds(r)).toContain('western-front-1914-light-only');
  });

  it('defences bought with points on a static front come from the main rules instead (10.3)', () => {
    const defend = (theatre: 'western-front' | 'mobile') =>
      codes(
        costList(
          list({
            nation: 'germany',
            year: 1916,
            list: 'defend',
            theatre,
            brigades: [hq, brigade('Inf', 'regular', [['infantry', 10]])],
            defences: [{ item: 'wire', count: 2 }],
          }),
          troopCosts,
        ),
      );
    expect(defend('western-front')).toContain('defences-from-main-rules');
    expect(defend('mobile')).not.toContain('defences-from-main-rules');
  });

  it('field works in an Attack list are a point to check, not a broken rule: an attacker from trench lines places them (6.1.3)', () => {
    const r = costList(
      list({
        nation: 'germany',
        year: 1914,
        theatre: 'mobile',
        brigades: [hq, brigade('Inf', 'regular', [['infantry', 10]])],
        defences: [{ item: 'pillbox', count: 1 }],
      }),
      troopCosts,
    );
    expect(codes(r)).toEqual(['defences-in-attack-list']);
    expect(r.findings.find((f) => f.code === 'defences-in-attack-list')).toMatchObject({ severity: 'warning', rule: '6.1.3' });
  });

  it('gas in a 1914 Defend list is flagged: the defender uses gas only for counter-battery, which starts in 1915 (8.2.1, 8.2.3)', () => {
    const defend = (year: number) =>
      costList(
        list({
          nation: 'germany',
          year,
          list: 'defend',
          theatre: 'mobile',
          brigades: [hq, brigade('Inf', 'regular', [['infantry', 10]])],
          defences: [{ item: 'gas-persistent', count: 2 }],
        }),
        troopCosts,
      );
    expect(
      defend(1914)
        .findings.filter((f) => f.code === 'gas-unusable-in-1914-defence')
        .map((f) => [f.severity, f.rule, f.path]),
    ).toEqual([['warning', '8.2.1', 'defences[0]']]);
    expect(codes(defend(1915))).not.toContain('gas-unusable-in-1914-defence');
  });

  it('with no front set, says in one line which checks were skipped, and only when one would apply', () => {
    const skipped = costList(
      list({ nation: 'germany', year: 1914, list: 'encounter', brigades: [hq], defences: [{ item: 'light-entrenchments', count: 5 }] }),
      troopCosts,
    );
    const note = skipped.findings.filter((f) => f.code === 'front-not-set');
    expect(note).toHaveLength(1);
    expect(note[0]!.message).toBe(
      'No front is set, so these checks were skipped: whether the Encounter list exists there (3.0); whether defences are bought with points there (10.3). Set the front to run them.',
    );
    expect(codes(costList(list({ nation: 'germany', year: 1917, brigades: [hq] }), troopCosts))).not.toContain('front-not-set');
  });
});

describe('Division and Corps HQs (GWSH 9.0)', () => {
  it('a basic list with no Division HQ breaks 9.0; an HQ is costed 0 with a finding that it has no price', () => {
    const two = [brigade('Inf', 'regular', [['infantry', 10]]), brigade('Inf 2', 'regular', [['infantry', 10]])];
    const without = costList(list({ nation: 'germany', year: 1917, brigades: two }), troopCosts);
    expect(without.errors.map((f) => [f.code, f.severity, f.rule])).toEqual([['no-division-hq', 'error', '9.0']]);
    // 10 infantry × 5 = 50, twice → 100 + Division HQ 0 → 100
    const withHq = costList(list({ nation: 'germany', year: 1917, brigades: [hq, ...two] }), troopCosts);
    expect(withHq.total).toBe(100);
    expect(withHq.findings.map((f) => f.code)).toEqual(['hq-unpriced']);
    expect(readingIds(withHq)).toContain('hq-costed-zero');
    // Options reinforce the basic list's division: neither check applies.
    expect(
      costList(
        list({ nation: 'germany', year: 1917, part: 'option-a', brigades: [brigade('Inf', 'regular', [['infantry', 10]])] }),
        troopCosts,
      ).errors,
    ).toEqual([]);
  });

  it('a division must include at least two brigades, and a brigade of headquarters alone is not one (9.0)', () => {
    const one = costList(
      list({ nation: 'germany', year: 1917, brigades: [hq, brigade('Inf', 'regular', [['infantry', 10]])] }),
      troopCosts,
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
      troopCosts,
    );
    expect(inside.errors).toEqual([]);
    // An empty list is not judged yet (the builder starts empty).
    expect(costList(list({ nation: 'germany', year: 1917, brigades: [] }), troopCosts).errors).toEqual([]);
  });

  it('two Division HQs need a Corps HQ', () => {
    const two = brigade('HQs', 'regular', [['division-hq', 2]]);
    const noCorps = costList(list({ nation: 'germany', year: 1917, brigades: [two] }), troopCosts);
    expect(noCorps.errors.find((f) => f.code === 'no-corps-hq')).toMatchObject({ severity: 'error', rule: '9.0' });
    const corps = brigade('HQs', 'regular', [
      ['division-hq', 2],
      ['corps-hq', 1],
    ]);
    expect(codes(costList(list({ nation: 'germany', year: 1917, brigades: [corps] }), troopCosts))).not.toContain('no-corps-hq');
  });
});
