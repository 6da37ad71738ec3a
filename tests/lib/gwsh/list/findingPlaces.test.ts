import { allCostTables as tables } from '#src/lib/data/tables/costTablesAll.ts';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Finding } from '#src/lib/findings.ts';
import { costList } from '#src/lib/gwsh/list/costList.ts';
import { placeFindings, type FindingPlaces } from '#src/lib/gwsh/list/findingPlaces.ts';
import { brigade, list } from './listBuilders.ts';

const at = (path: string | undefined, code = path ?? 'none'): Finding => ({
  code,
  severity: 'error',
  message: code,
  rule: null,
  ...(path !== undefined && { path }),
});

function everyPlaced(p: FindingPlaces): Finding[] {
  const lines = (m: Map<number, Finding[]>) => [...m.values()].flat();
  return [
    ...p.list,
    ...p.settings,
    ...[...p.brigades.values()].flatMap((b) => [...b.brigade, ...lines(b.stands)]),
    ...p.aircraft.all,
    ...lines(p.aircraft.lines),
    ...p.defences.all,
    ...lines(p.defences.lines),
  ];
}

describe('placeFindings', () => {
  it('puts each finding beside what it concerns', () => {
    const p = placeFindings(
      [
        at(undefined),
        at('part'),
        at('nation'),
        at('brigades[1]'),
        at('brigades[1].grade'),
        at('brigades[1].offTable'),
        at('brigades[0].stands[2]'),
        at('aircraft'),
        at('aircraft[1]'),
        at('defences'),
        at('defences[0]'),
        at('brigades[9]'),
      ],
      2,
    );
    expect(p.list.map((f) => f.code)).toEqual(['none', 'brigades[9]']);
    expect(p.settings.map((f) => f.code)).toEqual(['part', 'nation']);
    expect(p.brigades.get(1)!.brigade.map((f) => f.code)).toEqual(['brigades[1]', 'brigades[1].grade', 'brigades[1].offTable']);
    expect(
      p.brigades
        .get(0)!
        .stands.get(2)!
        .map((f) => f.code),
    ).toEqual(['brigades[0].stands[2]']);
    expect(p.aircraft.all.map((f) => f.code)).toEqual(['aircraft']);
    expect(p.aircraft.lines.get(1)!.map((f) => f.code)).toEqual(['aircraft[1]']);
    expect(p.defences.lines.get(0)!.map((f) => f.code)).toEqual(['defences[0]']);
  });

  it('places every finding of a costed list exactly once', () => {
    const r = costList(
      list({
        nation: 'germany',
        year: 1914,
        list: 'encounter',
        brigades: [
          brigade('Inf', 'random', [
            ['infantry', 3],
            ['nope', 1],
            ['mg-1917-18', 1],
          ]),
          brigade('Arty', 'elite', [['77mm-field-gun', 2]], true),
        ],
        aircraft: [{ type: 'fighter', count: 2 }],
        defences: [
          { item: 'bunker', count: 1 },
          { item: 'gas-persistent', count: 1 },
        ],
      }),
      tables,
    );
    expect(r.findings.length).toBeGreaterThan(8);
    expect(everyPlaced(placeFindings(r.findings, 2))).toHaveLength(r.findings.length);
  });

  it('never drops a finding, whatever its path', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.string(), { nil: undefined })), fc.nat(5), (paths, n) => {
        const findings = paths.map((p) => at(p));
        expect(everyPlaced(placeFindings(findings, n))).toHaveLength(findings.length);
      }),
    );
  });
});
