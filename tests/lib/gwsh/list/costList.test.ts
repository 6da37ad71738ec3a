/**
 * Lists worked out by hand. Each comment shows the arithmetic: stands × table points = base cost,
 * × national quality (GWSH 10.2), × 80 % off table; aircraft and defences unmultiplied.
 * Quality: German/USA/French/UK 130/120/100/80/–; Russian/Turkish/Italian/A-H/Bulgarian/other 120/110/90/70/80.
 */
import { fullReading } from '#src/lib/gwsh/list/readingTexts.ts';
import { allCostTables as tables } from '#src/lib/data/tables/costTablesAll.ts';
import { describe, expect, it } from 'vitest';
import { costList, type ListCost } from '#src/lib/gwsh/list/costList.ts';
import { brigade, defendAt350point4, list } from './listBuilders.ts';

// The division checks of 9.0 (a Division HQ, at least two brigades) apply to every basic list;
// divisionHq.test.ts covers them, and these worked examples are about costing, so they leave them out.
const divisionWide = new Set(['no-division-hq', 'too-few-brigades']);
const codes = (r: ListCost) =>
  r.findings
    .map((f) => f.code)
    .filter((c) => !divisionWide.has(c))
    .sort();
const errorCodes = (r: ListCost) =>
  r.errors
    .map((f) => f.code)
    .filter((c) => !divisionWide.has(c))
    .sort();

describe('costList: worked examples', () => {
  it('1. German Veteran infantry brigade, 1917 attack', () => {
    // 9 infantry × 5 = 45, 2 mg-1917-18 × 12 = 24 → base 69; × 120 % = 82.8
    const r = costList(
      list({
        nation: 'germany',
        year: 1917,
        brigades: [
          brigade('1st', 'veteran', [
            ['infantry', 9],
            ['mg-1917-18', 2],
          ]),
        ],
      }),
      tables,
    );
    expect(r.brigades[0]).toMatchObject({ baseCost: 69, qualityPercent: 120, offTableFactor: 1, multiplier: 1.2, cost: 82.8 });
    expect(r.total).toBe(82.8);
    expect(r.limit).toBe(650);
    expect(r.remaining).toBe(567.2);
    expect(codes(r)).toEqual([]);
  });

  it('2. German Elite storm troops with Regular off-table artillery, 1918', () => {
    // 10 stosstruppe × 7 = 70 × 130 % = 91
    // 6 × 150mm-howitzer × 11 = 66 × 100 % × 80 % = 52.8 (Regular: the rest is Elite, not all Green/Veteran)
    // total 91 + 52.8 = 143.8
    const r = costList(
      list({
        nation: 'germany',
        year: 1918,
        brigades: [brigade('Sturm', 'elite', [['stosstruppe', 10]]), brigade('Guns', 'regular', [['150mm-howitzer', 6]], true)],
      }),
      tables,
    );
    expect(r.brigades.map((b) => b.cost)).toEqual([91, 52.8]);
    expect(r.brigades[1]).toMatchObject({ isArtillery: true, offTableFactor: 0.8, multiplier: 0.8 });
    expect(r.total).toBe(143.8);
    expect(codes(r)).toEqual(['small-brigade']);
  });

  it('3. Elite off-table artillery in a mixed division: 47 × 130 % × 80 % = 48.88, and an artillery-grade error', () => {
    // 3 × 77mm × 6 = 18, 2 × 105mm × 9 = 18, 1 × 150mm × 11 = 11 → 47 × 130 % = 61.1 × 80 % = 48.88
    // 10 infantry × 5 = 50 × 100 % = 50; total 98.88
    const r = costList(
      list({
        nation: 'germany',
        year: 1916,
        brigades: [
          brigade('Inf', 'regular', [['infantry', 10]]),
          brigade(
            'Arty',
            'elite',
            [
              ['77mm-field-gun', 3],
              ['105mm-howitzer', 2],
              ['150mm-howitzer', 1],
            ],
            true,
          ),
        ],
      }),
      tables,
    );
    expect(r.brigades[1]!.steps.map((s) => [s.kind, s.text])).toEqual([
      ['line', '18'],
      ['line', '18'],
      ['line', '11'],
      ['base', '47'],
      ['quality', '61.1'],
      ['off-table', '48.88'],
      ['cost', '48.88'],
    ]);
    expect(r.total).toBe(98.88);
    expect(r.totalText).toBe('98.88');
    expect(errorCodes(r)).toEqual(['artillery-grade']);
    expect(r.errors[0]).toMatchObject({ rule: '9.0', path: 'brigades[1].grade' });
    expect(codes(r)).toEqual(['artillery-grade', 'small-brigade']);
  });

  it('4. An all-Green US division with Green artillery, 1918', () => {
    // two brigades of 10 infantry × 5 = 50 × 80 % = 40 each; 4 × 75mm × 6 = 24 × 80 % = 19.2
    // total 40 + 40 + 19.2 = 99.2; the artillery matches the division, set as all Green (9.0)
    const r = costList(
      list({
        nation: 'united-states',
        year: 1918,
        divisionGrade: 'green',
        brigades: [
          brigade('1st', 'green', [['infantry', 10]]),
          brigade('2nd', 'green', [['infantry', 10]]),
          brigade('Arty', 'green', [['75mm-field-gun', 4]]),
        ],
      }),
      tables,
    );
    expect(r.brigades.map((b) => b.cost)).toEqual([40, 40, 19.2]);
    expect(r.total).toBe(99.2);
    expect(codes(r)).toEqual(['small-brigade']);
  });

  it('5. A Veteran French division with Veteran off-table artillery, 1916 defend', () => {
    // 8 infantry × 5 + 2 mg-1915-16 × 6 = 52 × 120 % = 62.4
    // 6 × 75mm × 7 = 42 × 120 % × 80 % = 40.32; total 102.72
    const r = costList(
      list({
        nation: 'france',
        year: 1916,
        list: 'defend',
        divisionGrade: 'veteran',
        brigades: [
          brigade('Inf', 'veteran', [
            ['infantry', 8],
            ['mg-1915-16', 2],
          ]),
          brigade('Arty', 'veteran', [['75mm-field-gun', 6]], true),
        ],
      }),
      tables,
    );
    expect(r.brigades.map((b) => b.cost)).toEqual([62.4, 40.32]);
    expect(r.total).toBe(102.72);
    expect(r.limit).toBe(350);
    expect(codes(r)).toEqual(['small-brigade']);
  });

  it('6. Russian Regular, Green and Random brigades with light entrenchments, 1916 encounter', () => {
    // Regular: 10 infantry × 5 + 2 mgs-1915-18 × 6 = 62 × 90 % = 55.8
    // Green: 12 3rd-line-reserve × 4 = 48 × 70 % = 33.6
    // Random: 10 infantry × 5 = 50 × 80 % = 40
    // Regular artillery: 4 × 76mm × 6 = 24 × 90 % = 21.6
    // 10 light entrenchments × 1 = 10 (unmultiplied); total 161
    const r = costList(
      list({
        nation: 'russia',
        year: 1916,
        list: 'encounter',
        brigades: [
          brigade('Reg', 'regular', [
            ['infantry', 10],
            ['mgs-1915-18', 2],
          ]),
          brigade('Res', 'green', [['3rd-line-reserve-infantry', 12]]),
          brigade('Rnd', 'random', [['infantry', 10]]),
          brigade('Arty', 'regular', [['76mm-field-gun', 4]]),
        ],
        defences: [{ item: 'light-entrenchments', count: 10 }],
      }),
      tables,
    );
    expect(r.brigades.map((b) => b.cost)).toEqual([55.8, 33.6, 40, 21.6]);
    expect(r.defences.subtotal).toBe(10);
    expect(r.total).toBe(161);
    expect(r.limit).toBe(500);
    // No front is set, so whether an Encounter list and bought defences exist there is not checked (3.0, 10.3).
    expect(codes(r)).toEqual(['defences-lost-if-attacker', 'front-not-set', 'small-brigade']);
    expect(r.readings.map((x) => x.id)).toContain('random-grade-multiplier');
  });

  it('7. Turkish Elite and Green brigades with aircraft, 1918', () => {
    // Elite: 10 infantry × 5 = 50 × 120 % = 60; Green: 10 1918-arabs × 4 = 40 × 70 % = 28
    // aircraft: multi-engine bomber 22 + fighter 12 = 34, never multiplied; total 122
    const r = costList(
      list({
        nation: 'turkey',
        year: 1918,
        brigades: [brigade('Elite', 'elite', [['infantry', 10]]), brigade('Arabs', 'green', [['1918-arabs-3rd-line-reserves', 10]])],
        aircraft: [
          { type: 'multi-engine-bomber', count: 1 },
          { type: 'fighter', count: 1 },
        ],
      }),
      tables,
      { maxAircraft: 2 },
    );
    expect(r.brigades.map((b) => b.cost)).toEqual([60, 28]);
    expect(r.aircraft.subtotal).toBe(34);
    expect(r.total).toBe(122);
    expect(codes(r)).toEqual(['one-aircraft-at-a-time']);
  });

  it('7b. Turkish "1918 Arabs/3rd line reserves" in a 1917 list: reported under a named reading', () => {
    // The row is read as one troop type of 1918 only (turkish-1918-arabs-one-row); 10 × 4 = 40 × 90 % = 36.
    const r = costList(
      list({ nation: 'turkey', year: 1917, brigades: [brigade('Arabs', 'regular', [['1918-arabs-3rd-line-reserves', 10]])] }),
      tables,
    );
    expect(r.total).toBe(36);
    const outside = r.findings.find((f) => f.code === 'unit-outside-year');
    expect(outside).toMatchObject({ severity: 'error', reading: 'turkish-1918-arabs-one-row' });
    expect(r.readings.map((x) => x.id)).toContain('turkish-1918-arabs-one-row');
    // In 1918 both readings allow the row: nothing to name.
    const in1918 = costList(
      list({ nation: 'turkey', year: 1918, brigades: [brigade('Arabs', 'regular', [['1918-arabs-3rd-line-reserves', 10]])] }),
      tables,
    );
    expect(in1918.readings.map((x) => x.id)).not.toContain('turkish-1918-arabs-one-row');
    // An event that reads the label as two types (a rules pack) lets the 1917 list buy the reserves: same 36 points.
    const asReserves = costList(
      list({ nation: 'turkey', year: 1917, brigades: [brigade('Arabs', 'regular', [['1918-arabs-3rd-line-reserves', 10]])] }),
      tables,
      { alternatives: new Set(['turkish-1918-arabs-one-row']) },
    );
    expect(asReserves.total).toBe(36);
    expect(asReserves.findings.filter((f) => f.code === 'unit-outside-year')).toEqual([]);
    expect(asReserves.alternativesTaken.map((x) => x.id)).toEqual(['turkish-1918-arabs-one-row']);
  });

  it('8. Random grade in the German/USA/French/UK group: shown unmultiplied, flagged', () => {
    // 10 infantry × 5 = 50; no Random multiplier → 50; Attack Option A limit 60
    const r = costList(
      list({ nation: 'british-empire', year: 1917, part: 'option-a', brigades: [brigade('Rnd', 'random', [['infantry', 10]])] }),
      tables,
    );
    expect(r.brigades[0]).toMatchObject({ qualityPercent: null, cost: 50 });
    expect(r.total).toBe(50);
    expect(r.limit).toBe(60);
    expect(codes(r)).toEqual(['random-grade-unavailable']);
    expect(r.readings.map((x) => x.id)).toContain('unmultiplied-when-no-multiplier');
  });

  it('9. Over the limit: an Elite brigade in a Defend Option A', () => {
    // 10 stosstruppe × 7 = 70 × 130 % = 91 > 60 → 31 over
    const r = costList(
      list({
        nation: 'germany',
        year: 1916,
        list: 'defend',
        part: 'option-a',
        brigades: [brigade('Sturm', 'elite', [['stosstruppe', 10]])],
      }),
      tables,
    );
    expect(r.total).toBe(91);
    expect(r.remaining).toBe(-31);
    expect(errorCodes(r)).toEqual(['over-limit']);
    expect(r.errors[0]!.message).toBe('The list costs 91 points, 31 over the 60 allowed for the Defend List, Option A.');
  });

  it('10. A row with no cost in the data: Italian MGs 1914-15 costed 0 and flagged', () => {
    // 8 infantry × 5 = 40, 2 mgs-1914-15 × (no value) = 0 → 40 × 90 % = 36
    const r = costList(
      list({
        nation: 'italy',
        year: 1915,
        list: 'defend',
        brigades: [
          brigade('Inf', 'regular', [
            ['infantry', 8],
            ['mgs-1914-15', 2],
          ]),
        ],
      }),
      tables,
    );
    expect(r.brigades[0]!.stands[1]).toMatchObject({ pointsEach: null, subtotal: 0 });
    expect(r.total).toBe(36);
    expect(codes(r)).toEqual(['missing-cost']);
    expect(r.warnings[0]).toMatchObject({ severity: 'warning', path: 'brigades[0].stands[1]' });
  });

  it('11. An unknown unit is shown and costed 0; a unit outside its years is costed and flagged', () => {
    // 10 infantry × 5 = 50, 2 mg-1914-1916 × 7 = 14 (not in 1917), 1 "panzer" × 0 → 64 × 100 % = 64
    const r = costList(
      list({
        nation: 'germany',
        year: 1917,
        brigades: [
          brigade('Inf', 'regular', [
            ['infantry', 10],
            ['mg-1914-1916', 2],
            ['panzer', 1],
          ]),
        ],
      }),
      tables,
    );
    expect(r.brigades[0]!.stands.map((s) => [s.id, s.row?.rowId ?? null, s.subtotal])).toEqual([
      ['infantry', 'infantry', 50],
      ['mg-1914-1916', 'mg-1914-1916', 14],
      ['panzer', null, 0],
    ]);
    expect(r.total).toBe(64);
    expect(errorCodes(r)).toEqual(['unit-outside-year', 'unknown-unit']);
    expect(r.errors.find((f) => f.code === 'unknown-unit')!.path).toBe('brigades[0].stands[2]');
  });

  it('12. Aircraft in 1914 and defences an Encounter list may not buy', () => {
    // 10 infantry × 5 = 50; fighter 12 (costed, flagged); pillbox 8 + 10 light entrenchments × 1 = 18
    // total 50 + 12 + 18 = 80
    const r = costList(
      list({
        nation: 'germany',
        year: 1914,
        list: 'encounter',
        brigades: [brigade('Inf', 'regular', [['infantry', 10]])],
        aircraft: [{ type: 'fighter', count: 1 }],
        defences: [
          { item: 'pillbox', count: 1 },
          { item: 'light-entrenchments', count: 10 },
        ],
      }),
      tables,
    );
    expect([r.aircraft.subtotal, r.defences.subtotal, r.total]).toEqual([12, 18, 80]);
    expect(errorCodes(r)).toEqual(['aircraft-in-1914', 'entrenchments-not-allowed']);
    expect(codes(r)).toEqual(['aircraft-in-1914', 'defences-lost-if-attacker', 'entrenchments-not-allowed', 'front-not-set']);
  });

  it('13. Aircraft outside their years and more than air superiority allows', () => {
    // multi-engine bomber 22 (1917-18, not 1916) + 2 fighters × 12 = 24 → 46; 3 aircraft > 2
    const r = costList(
      list({
        nation: 'germany',
        year: 1916,
        aircraft: [
          { type: 'multi-engine-bomber', count: 1 },
          { type: 'fighter', count: 2 },
        ],
      }),
      tables,
      { maxAircraft: 2 },
    );
    expect(r.total).toBe(46);
    expect(errorCodes(r)).toEqual(['aircraft-outside-years', 'too-many-aircraft']);
    expect(codes(r)).toContain('one-aircraft-at-a-time');
  });

  it('14. The Defend list has no Option B: no limit, still costed', () => {
    // 10 infantry × 5 = 50 × 100 % = 50
    const r = costList(
      list({ nation: 'france', year: 1914, list: 'defend', part: 'option-b', brigades: [brigade('Inf', 'regular', [['infantry', 10]])] }),
      tables,
    );
    expect([r.total, r.limit, r.remaining]).toEqual([50, null, null]);
    expect(codes(r)).toEqual(['limit-not-available']);
  });

  it('15. An Artillery FOO is multiplied and discounted with its brigade; Veteran infantry, Regular artillery', () => {
    // 6 × 77mm × 6 = 36 + 1 FOO × 10 = 46 × 100 % × 80 % = 36.8
    // 10 infantry × 5 = 50 × 120 % = 60; total 96.8
    // GWSH 9.0 is about the division, not the brigades in the file: in a mixed division (the default)
    // Regular artillery is right, although the list's only other brigade is Veteran.
    const r = costList(
      list({
        nation: 'germany',
        year: 1917,
        brigades: [
          brigade('Inf', 'veteran', [['infantry', 10]]),
          brigade(
            'Arty',
            'regular',
            [
              ['77mm-field-gun', 6],
              ['artillery-foo', 1],
            ],
            true,
          ),
        ],
      }),
      tables,
    );
    expect(r.brigades[1]).toMatchObject({ isArtillery: true, baseCost: 46, cost: 36.8 });
    expect(r.total).toBe(96.8);
    expect(errorCodes(r)).toEqual([]);
    // In an all-Veteran division the same artillery must be Veteran.
    const veteran = costList(
      list({
        nation: 'germany',
        year: 1917,
        divisionGrade: 'veteran',
        brigades: [
          brigade('Inf', 'veteran', [['infantry', 10]]),
          brigade(
            'Arty',
            'regular',
            [
              ['77mm-field-gun', 6],
              ['artillery-foo', 1],
            ],
            true,
          ),
        ],
      }),
      tables,
    );
    expect(errorCodes(veteran)).toEqual(['artillery-grade']);
    expect(veteran.errors[0]!.message).toContain('in an all Veteran division artillery must be Veteran');
    expect(r.readings.map((x) => x.id)).toEqual([
      'off-table-after-quality',
      'foo-is-a-ground-unit',
      'foo-off-table-with-its-brigade',
      'artillery-brigade',
      // The off-table battery is the second of 9.0's two brigades.
      'any-group-is-a-brigade',
    ]);
    // The alternative prices the FOO on the table: 36 × 80 % + 10 = 38.8 rather than 36.8.
    expect(fullReading(r.readings.find((x) => x.id === 'foo-off-table-with-its-brigade')!).alternative).toMatch(/on-table price/);
  });

  it("15b. An event's alternatives for the FOO: on-table price off table, or a flat 10 everywhere", () => {
    // A Veteran off-table German battery: 6 × 77mm × 6 = 36 + 1 FOO × 10 = 46.
    const arty = (grade: 'regular' | 'veteran', offTable: boolean) =>
      list({
        nation: 'germany',
        year: 1917,
        brigades: [
          brigade(
            'Arty',
            grade,
            [
              ['77mm-field-gun', 6],
              ['artillery-foo', 1],
            ],
            offTable,
          ),
        ],
      });
    const cost = (l: ReturnType<typeof arty>, ...ids: string[]) => costList(l, tables, { alternatives: new Set(ids) });
    // Site: 46 × 120 % × 80 % = 44.16.
    expect(cost(arty('veteran', true)).brigades[0]!.cost).toBe(44.16);
    // On-table price for the FOO: guns 36 × 120 % × 80 % = 34.56, FOO 10 × 120 % = 12 → 46.56.
    const onTable = cost(arty('veteran', true), 'foo-off-table-with-its-brigade');
    expect(onTable.brigades[0]!.cost).toBe(46.56);
    expect(onTable.alternativesTaken.map((r) => r.id)).toEqual(['foo-off-table-with-its-brigade']);
    expect(onTable.brigades[0]!.steps.slice(2).map((x) => [x.label, x.text])).toEqual([
      ['Base cost', '46'],
      ["Less the FOO, at its on-table price (the event's reading)", '36'],
      ['× 120% national quality (Veteran, German/USA/French/UK)', '43.2'],
      ['× 80% off-table artillery (20% less)', '34.56'],
      ['+ the FOO, 12', '46.56'],
      ['Brigade cost', '46.56'],
    ]);
    // On the table that alternative changes nothing: 46 × 120 % = 55.2.
    expect(cost(arty('veteran', false), 'foo-off-table-with-its-brigade').brigades[0]!.cost).toBe(55.2);
    // A flat FOO: guns 34.56 off table (36 × 120 % = 43.2 on it), FOO 10 → 44.56 and 53.2.
    expect(cost(arty('veteran', true), 'foo-is-a-ground-unit').brigades[0]!.cost).toBe(44.56);
    expect(cost(arty('veteran', false), 'foo-is-a-ground-unit').brigades[0]!.cost).toBe(53.2);
    // With the other reading of "20% less" as well: guns 36 × (120 − 20) % = 36, FOO 12 → 48.
    const both = cost(arty('veteran', true), 'foo-off-table-with-its-brigade', 'off-table-after-quality');
    expect(both.brigades[0]!.cost).toBe(48);
    // The site's "20% less" beside it: 34.56 + 12 = 46.56.
    expect(both.brigades[0]!.offTableOther).toMatchObject({ reading: 'site', cost: 46.56 });
  });

  it('16. Austro-Hungarian Veteran brigade, 1916', () => {
    // 10 infantry × 5 + 2 mg-1916 × 6 = 62 × 110 % = 68.2
    const r = costList(
      list({
        nation: 'austro-hungary',
        year: 1916,
        brigades: [
          brigade('Inf', 'veteran', [
            ['infantry', 10],
            ['mg-1916', 2],
          ]),
        ],
      }),
      tables,
    );
    expect(r.total).toBe(68.2);
    expect(codes(r)).toEqual([]);
  });

  it('17. Gas fire missions are bought with the defences, unmultiplied', () => {
    // 10 infantry × 5 = 50 × 130 % = 65; 7 persistent gas × 9 = 63 (more than the attacker's 6); total 128
    const r = costList(
      list({
        nation: 'germany',
        year: 1917,
        brigades: [brigade('Inf', 'elite', [['infantry', 10]])],
        defences: [{ item: 'gas-persistent', count: 7 }],
      }),
      tables,
    );
    expect(r.total).toBe(128);
    expect(codes(r)).toEqual(['too-many-gas-missions']);
    const encounter = costList(
      list({ nation: 'germany', year: 1917, list: 'encounter', defences: [{ item: 'gas-non-persistent', count: 1 }] }),
      tables,
    );
    expect(encounter.total).toBe(6);
    expect(errorCodes(encounter)).toEqual(['gas-not-allowed']);
  });
});

describe('costList: other findings', () => {
  it('reports an empty list and an empty brigade', () => {
    expect(codes(costList(list({ nation: 'germany', year: 1917 }), tables))).toEqual(['empty-list']);
    const r = costList(list({ nation: 'germany', year: 1917, brigades: [brigade('Nobody', 'regular', [])] }), tables);
    expect(codes(r)).toEqual(['empty-brigade']);
    expect(r.total).toBe(0);
  });

  it('costs generic troops for an unknown nation at base cost', () => {
    // 10 FOO × 10 = 100, no quality group → shown unmultiplied; "infantry" cannot be resolved
    const r = costList(
      list({
        nation: 'atlantis',
        year: 1917,
        brigades: [
          brigade('FOOs', 'regular', [
            ['artillery-foo', 10],
            ['infantry', 5],
          ]),
        ],
      }),
      tables,
    );
    expect(r.total).toBe(100);
    expect(r.brigades[0]!.stands[1]!.row).toBeNull();
    expect(codes(r)).toEqual(['unknown-nation']);
  });

  it('flags defences in a brigade, ground units in defences and unknown items, and still costs them', () => {
    // brigade: 10 infantry × 5 + 1 pillbox × 8 = 58 × 100 % = 58; defences: FOO 10 + "moat" 0; total 68
    const r = costList(
      list({
        nation: 'germany',
        year: 1914,
        list: 'defend',
        brigades: [
          brigade('Inf', 'regular', [
            ['infantry', 10],
            ['pillbox', 1],
          ]),
        ],
        defences: [
          { item: 'artillery-foo', count: 1 },
          { item: 'moat', count: 2 },
        ],
      }),
      tables,
    );
    expect(r.total).toBe(68);
    expect(errorCodes(r)).toEqual(['defence-in-brigade', 'unit-in-defences', 'unknown-item']);
  });

  it('warns when a basic list buys entrenchments for more stands than it has', () => {
    // 10 infantry × 5 = 50; 12 heavy entrenchments × 4 = 48; total 98
    const r = costList(
      list({
        nation: 'germany',
        year: 1914,
        list: 'defend',
        brigades: [brigade('Inf', 'regular', [['infantry', 10]])],
        defences: [{ item: 'heavy-entrenchments', count: 12 }],
      }),
      tables,
    );
    expect(r.total).toBe(98);
    expect(codes(r)).toEqual(['entrenchments-exceed-stands', 'front-not-set']);
  });

  it('FOOs alone off table are no artillery to discount: a reserve at full cost (8.2.2)', () => {
    const foos = costList(
      list({ nation: 'germany', year: 1917, brigades: [brigade('FOOs', 'regular', [['artillery-foo', 2]], true)] }),
      tables,
    );
    expect(foos.brigades[0]!.steps.map((s) => s.kind)).not.toContain('off-table');
    expect(foos.findings.find((f) => f.code === 'off-table-reserve')?.message).toBe(
      '"FOOs" is off table with no guns: a reserve (6.1.1) at full cost.',
    );
  });

  it('a Small Brigade held off table in reserve is told it counts as a full brigade among the reserves (3.0)', () => {
    const small = (offTable: boolean) =>
      costList(
        list({ nation: 'germany', year: 1917, brigades: [brigade('Reserve', 'regular', [['infantry', 6]], offTable)] }),
        tables,
      ).findings.find((f) => f.code === 'small-brigade')!.message;
    expect(small(false)).toBe(
      '"Reserve" has 6 stands, fewer than 10, so it counts as a Small Brigade for victory conditions and reserves.',
    );
    expect(small(true)).toBe(
      '"Reserve" has 6 stands, fewer than 10, so it counts as a Small Brigade for victory conditions (in reserve: a full brigade).',
    );
  });

  it('takes an off-table brigade that is not artillery as a reserve held off table, at its full cost (6.1.1, 8.2.2)', () => {
    // 10 infantry × 5 = 50 × 100 % = 50: no 20 % off, which is artillery's alone; and said, not refused.
    const r = costList(list({ nation: 'germany', year: 1917, brigades: [brigade('Inf', 'regular', [['infantry', 10]], true)] }), tables);
    expect(r.total).toBe(50);
    expect(r.brigades[0]!.offTable).toBe(true);
    expect(r.brigades[0]!.steps.map((s) => s.kind)).not.toContain('off-table');
    expect(r.findings.find((f) => f.code === 'off-table-reserve')).toMatchObject({ severity: 'info', rule: '8.2.2' });
    // 4 × 77mm guns off table: the discount holds for artillery.
    const guns = costList(
      list({ nation: 'germany', year: 1917, brigades: [brigade('Guns', 'regular', [['77mm-field-gun', 4]], true)] }),
      tables,
    );
    expect(guns.findings.map((f) => f.code)).not.toContain('off-table-reserve');
    expect(guns.brigades[0]!.steps.map((s) => s.kind)).toContain('off-table');
  });

  it('reports a list built on another data version', () => {
    const r = costList(
      list({ nation: 'germany', year: 1917, dataVersion: '0.9.0', brigades: [brigade('Inf', 'regular', [['infantry', 10]])] }),
      tables,
    );
    expect(codes(r)).toEqual(['data-version-differs']);
  });

  it('judges an only-artillery Option list by the division grade it names', () => {
    const only = (grade: 'regular' | 'veteran' | 'elite', divisionGrade?: 'veteran') =>
      costList(
        list({
          nation: 'germany',
          year: 1917,
          part: 'option-b',
          divisionGrade,
          brigades: [brigade('Arty', grade, [['77mm-field-gun', 10]])],
        }),
        tables,
      );
    expect(only('regular').findings).toEqual([]);
    expect(only('veteran').findings.map((f) => [f.code, f.severity])).toEqual([['artillery-grade', 'error']]);
    expect(only('veteran', 'veteran').findings).toEqual([]);
    expect(only('elite').findings.map((f) => [f.code, f.severity])).toEqual([['artillery-grade', 'error']]);
  });

  it('gives every finding a kebab-case code, a severity, a sentence and a rule or null', () => {
    const r = costList(
      list({
        nation: 'germany',
        year: 1914,
        list: 'encounter',
        part: 'option-a',
        brigades: [
          brigade(
            '',
            'random',
            [
              ['bogus', 1],
              ['mg-1917-18', 1],
            ],
            true,
          ),
        ],
        aircraft: [{ type: 'zeppelin', count: 1 }],
        defences: [{ item: 'fort', count: 1 }],
      }),
      tables,
      { maxAircraft: 0 },
    );
    expect(r.findings.length).toBeGreaterThan(5);
    for (const f of r.findings) {
      expect(f.code).toMatch(/^[a-z]+(-[a-z0-9]+)*$/);
      expect(f.message).toMatch(/^\S.*[.?]$/);
      expect(f.rule === null || /^\d+\.\d+(\.\d+)?$/.test(f.rule)).toBe(true);
    }
    expect(r.findings.find((f) => f.code === 'small-brigade')!.message).toContain('Brigade 1');
  });
});

describe('costList: readings beside the results they change', () => {
  it('names the exact comparison where rounding the total would bring it within the limit', () => {
    // Defend list, 350 allowed. German Veteran: 56 infantry × 5 = 280, 1 mg-1917-18 × 12 → base 292;
    // × 120 % = 350.4, over by 0.4; rounded to a whole point it would be 350, within the limit.
    const r = costList(defendAt350point4(), tables);
    expect(r.total).toBe(350.4);
    const over = r.errors.find((f) => f.code === 'over-limit')!;
    expect(over.reading).toBe('totals-compared-exactly');
    expect(over.message).toBe(
      'The list costs 350.4 points, 0.4 over the 350 allowed for the Defend List, basic list; totals are compared exactly, and rounded to a whole point it would be within the limit.',
    );
    expect(r.readings.map((x) => x.id)).toContain('totals-compared-exactly');

    // 58 infantry × 5 = 290 + 12 = 302 × 120 % = 362.4: over whichever way, so no reading is named.
    const far = costList(defendAt350point4(58), tables);
    expect(far.errors.find((f) => f.code === 'over-limit')!.reading).toBeUndefined();
    expect(far.readings.map((x) => x.id)).not.toContain('totals-compared-exactly');
  });

  it('shows an off-table brigade\'s cost under the other reading of "20% less"', () => {
    // 6 × 150mm-howitzer × 11 = 66 (Germany, first group, Regular 100 %):
    //   this site: 66 × 100 % × 80 % = 52.8; the other reading: 66 × (100 − 20) % = 52.8, the same at 100 %.
    // Veteran 120 %: 66 × 120 % × 80 % = 63.36; other reading: 66 × 100 % = 66.
    // Green 80 %: 66 × 80 % × 80 % = 42.24; other reading: 66 × 60 % = 39.6.
    const at = (grade: 'regular' | 'veteran' | 'green') =>
      costList(list({ nation: 'germany', year: 1918, brigades: [brigade('Guns', grade, [['150mm-howitzer', 6]], true)] }), tables)
        .brigades[0]!;
    expect(at('regular')).toMatchObject({
      cost: 52.8,
      offTableOther: { reading: 'alternative', percent: 80, cost: 52.8, costText: '52.8' },
    });
    expect(at('veteran')).toMatchObject({ cost: 63.36, offTableOther: { reading: 'alternative', percent: 100, cost: 66, costText: '66' } });
    expect(at('green')).toMatchObject({
      cost: 42.24,
      offTableOther: { reading: 'alternative', percent: 60, cost: 39.6, costText: '39.6' },
    });
    const onTable = costList(
      list({ nation: 'germany', year: 1918, brigades: [brigade('Guns', 'regular', [['150mm-howitzer', 6]])] }),
      tables,
    );
    expect(onTable.brigades[0]!.offTableOther).toBeNull();
  });
});
