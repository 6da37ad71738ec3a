/**
 * The front (GWSH 3.0, 10.3), each with a worked case from the source.
 * Quality: German/USA/French/UK 130/120/100/80/–; Russian/… 120/110/90/70/80.
 */
import { allCostTables as tables } from '#src/lib/data/tables/costTablesAll.ts';
import { describe, expect, it } from 'vitest';
import { costList } from '#src/lib/gwsh/list/costList.ts';
import { westernFront1914Allowance } from '#src/lib/gwsh/list/frontChecks.ts';
import { brigade, codesBesidesDivision, divisionHq, list, readingIds } from './listBuilders.ts';

describe('the front (GWSH 3.0, 10.3)', () => {
  it('no Encounter list where trench lines constrict the fighting; the 1914 western front still has one', () => {
    const encounter = (theatre: 'western-front' | 'trench-front' | 'mobile', year: number) =>
      codesBesidesDivision(
        costList(
          list({
            nation: 'russia',
            year,
            list: 'encounter',
            theatre,
            brigades: [divisionHq(), brigade('Inf', 'regular', [['infantry', 10]])],
          }),
          tables,
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
    const brigades = [divisionHq(), brigade('1st', 'regular', [['infantry', 12]]), brigade('2nd', 'regular', [['infantry', 12]])];
    const r = costList(
      list({
        nation: 'france',
        year: 1914,
        list: 'defend',
        theatre: 'western-front',
        brigades,
        defences: [{ item: 'light-entrenchments', count: 40 }],
      }),
      tables,
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
      tables,
    );
    expect(ok.errors).toEqual([]);
  });

  it('the allowance counts the support stands integral to an infantry brigade, its infantry guns too (reading infantry-guns-integral)', () => {
    // German 1914 western-front Defend: two brigades of 10 infantry + 2 × 37mm infantry guns (an artillery row)
    // = 12 stands each, so the allowance is 24 and 24 light entrenchments are within it. Before, the guns were
    // left out (20) and the legal list got an error.
    const r = costList(
      list({
        nation: 'germany',
        year: 1914,
        list: 'defend',
        theatre: 'western-front',
        brigades: [
          divisionHq(),
          brigade('1st', 'regular', [
            ['infantry', 10],
            ['37mm-infantry-gun', 2],
          ]),
          brigade('2nd', 'regular', [
            ['infantry', 10],
            ['37mm-infantry-gun', 2],
          ]),
        ],
        defences: [{ item: 'light-entrenchments', count: 24 }],
      }),
      tables,
    );
    expect(r.findings.filter((f) => f.code === 'entrenchment-allowance')).toEqual([]);
    expect(readingIds(r)).toContain('infantry-guns-integral');
    expect(
      westernFront1914Allowance([
        { isInfantry: true, infantryTypeStands: 10, infantryGuns: 2 },
        { isInfantry: true, infantryTypeStands: 10, infantryGuns: 2 },
      ]),
    ).toBe(24);
  });

  it('the allowance counts the stands of the two largest infantry brigades, never artillery', () => {
    // brigades of 14, 12 and 9 stands and a 20-gun artillery brigade: 14 + 12 = 26
    expect(
      westernFront1914Allowance([
        { isInfantry: true, infantryTypeStands: 12, infantryGuns: 0 },
        { isInfantry: false, infantryTypeStands: 20, infantryGuns: 0 },
        { isInfantry: true, infantryTypeStands: 14, infantryGuns: 0 },
        { isInfantry: true, infantryTypeStands: 9, infantryGuns: 0 },
      ]),
    ).toBe(26);
    expect(westernFront1914Allowance([])).toBe(0);
  });

  it('cavalry, armoured cars and the Division HQ’s group earn no light entrenchments in 1914 (3.0: infantry brigades)', () => {
    // The two infantry brigades have 6 + 5 = 11 stands; a 20-stand cavalry brigade, 12 armoured vehicles and the
    // Division HQ's group (HQ, FOO and engineers: 3 stands) are not infantry: 12 light entrenchments are one over 11.
    const defend = (light: number) =>
      costList(
        list({
          nation: 'germany',
          year: 1914,
          list: 'defend',
          theatre: 'western-front',
          brigades: [
            brigade('HQ', 'regular', [
              ['division-hq', 1],
              ['artillery-foo', 1],
              ['engineers', 1],
            ]),
            brigade('Cavalry', 'regular', [['cavalry', 20]]),
            brigade('Armoured cars', 'regular', [['a7v-57mm-gun', 12]]),
            brigade('1st', 'regular', [['infantry', 6]]),
            brigade('2nd', 'regular', [['infantry', 5]]),
          ],
          defences: [{ item: 'light-entrenchments', count: light }],
        }),
        tables,
      ).findings.filter((f) => f.code === 'entrenchment-allowance');
    expect(defend(11)).toEqual([]);
    expect(defend(12).map((f) => f.message)).toEqual([
      'The list buys light entrenchments for 12 stands; on the western front in 1914 a Defend list may entrench two infantry brigades, here 11 stands.',
    ]);
  });

  it('French 1914 western-front Defend with 13 heavy entrenchments and 2 forts: heavier works break the rule, as a named reading the event may switch', () => {
    // 24 infantry × 5 = 120; 13 heavy × 4 = 52; 2 forts × 20 = 40; total 212
    const r = costList(
      list({
        nation: 'france',
        year: 1914,
        list: 'defend',
        theatre: 'western-front',
        brigades: [divisionHq(), brigade('1st', 'regular', [['infantry', 12]]), brigade('2nd', 'regular', [['infantry', 12]])],
        defences: [
          { item: 'heavy-entrenchments', count: 13 },
          { item: 'fort', count: 2 },
        ],
      }),
      tables,
    );
    expect(r.total).toBe(212);
    expect(r.errors.filter((f) => f.code === 'western-front-1914-light-only').map((f) => f.path)).toEqual(['defences[0]', 'defences[1]']);
    expect(readingIds(r)).toContain('western-front-1914-light-only');
    // Under the alternative (every work of 10.3), the same list passes that check.
    const other = costList(
      list({
        nation: 'france',
        year: 1914,
        list: 'defend',
        theatre: 'western-front',
        brigades: [divisionHq(), brigade('1st', 'regular', [['infantry', 12]]), brigade('2nd', 'regular', [['infantry', 12]])],
        defences: [{ item: 'fort', count: 2 }],
      }),
      tables,
      { alternatives: new Set(['western-front-1914-light-only']) },
    );
    expect(other.findings.map((f) => f.code)).not.toContain('western-front-1914-light-only');
  });

  it('defences bought with points on a static front come from the main rules instead (10.3)', () => {
    const defend = (theatre: 'western-front' | 'mobile') =>
      codesBesidesDivision(
        costList(
          list({
            nation: 'germany',
            year: 1916,
            list: 'defend',
            theatre,
            brigades: [divisionHq(), brigade('Inf', 'regular', [['infantry', 10]])],
            defences: [{ item: 'wire', count: 2 }],
          }),
          tables,
        ),
      );
    expect(defend('western-front')).toContain('defences-from-main-rules');
    expect(defend('mobile')).not.toContain('defences-from-main-rules');
  });

  it('wire in a 1917 western-front Defend list breaks 10.3 (an error, as the points-system page says), unless an event reads it as advice', () => {
    const wire = list({
      nation: 'germany',
      year: 1917,
      list: 'defend',
      theatre: 'western-front',
      brigades: [divisionHq(), brigade('1st', 'regular', [['infantry', 10]]), brigade('2nd', 'regular', [['infantry', 10]])],
      defences: [{ item: 'wire', count: 2 }],
    });
    const site = costList(wire, tables);
    expect(site.errors.filter((f) => f.code === 'defences-from-main-rules')).toMatchObject([
      { rule: '10.3', reading: 'static-defences-not-bought' },
    ]);
    expect(readingIds(site)).toContain('static-defences-not-bought');
    const advice = costList(wire, tables, { alternatives: new Set(['static-defences-not-bought']) });
    expect(advice.errors.filter((f) => f.code === 'defences-from-main-rules')).toEqual([]);
    expect(advice.findings.filter((f) => f.code === 'defences-from-main-rules').map((f) => f.severity)).toEqual(['info']);
    expect(advice.alternativesTaken.map((r) => r.id)).toContain('static-defences-not-bought');
  });

  it('field works in an Attack list are a point to check, not a broken rule: an attacker from trench lines places them (6.1.3)', () => {
    const r = costList(
      list({
        nation: 'germany',
        year: 1914,
        theatre: 'mobile',
        brigades: [divisionHq(), brigade('Inf', 'regular', [['infantry', 10]])],
        defences: [{ item: 'pillbox', count: 1 }],
      }),
      tables,
    );
    expect(codesBesidesDivision(r)).toEqual(['defences-in-attack-list']);
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
          brigades: [divisionHq(), brigade('Inf', 'regular', [['infantry', 10]])],
          defences: [{ item: 'gas-persistent', count: 2 }],
        }),
        tables,
      );
    expect(
      defend(1914)
        .findings.filter((f) => f.code === 'gas-unusable-in-1914-defence')
        .map((f) => [f.severity, f.rule, f.path]),
    ).toEqual([['warning', '8.2.1', 'defences[0]']]);
    expect(codesBesidesDivision(defend(1915))).not.toContain('gas-unusable-in-1914-defence');
  });

  it('with no front set, says in one line which checks were skipped, and only when one would apply', () => {
    const skipped = costList(
      list({
        nation: 'germany',
        year: 1914,
        list: 'encounter',
        brigades: [divisionHq()],
        defences: [{ item: 'light-entrenchments', count: 5 }],
      }),
      tables,
    );
    const note = skipped.findings.filter((f) => f.code === 'front-not-set');
    expect(note).toHaveLength(1);
    expect(note[0]).toMatchObject({ severity: 'warning', undecided: true });
    expect(note[0]!.message).toBe(
      'No front is set, so these checks were skipped: whether the Encounter list exists there (3.0); whether defences are bought with points there (10.3). Set the front to run them.',
    );
    expect(codesBesidesDivision(costList(list({ nation: 'germany', year: 1917, brigades: [divisionHq()] }), tables))).not.toContain(
      'front-not-set',
    );
  });
});
