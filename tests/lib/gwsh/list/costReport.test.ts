/** The JSON an organiser reads for a list and for a set, from the same costing as the pages. */
import { describe, expect, it } from 'vitest';
import { allCostTables as tables } from '#src/lib/data/tables/costTablesAll.ts';
import { costList } from '#src/lib/gwsh/list/costList.ts';
import { listReport, setReport } from '#src/lib/gwsh/list/costReport.ts';
import { brigade, divisionHq, list } from './listBuilders.ts';

// German Defend 1917: 10 Infantry × 5 = 50 at Veteran 120 % = 60; 6 × 77mm × 6 = 36 off table at
// Regular 100 % × 80 % = 28.8; 2 fighters × 12 = 24; total 112.8 of 350.
const force = list({
  nation: 'germany',
  year: 1917,
  list: 'defend',
  name: 'Sturm',
  player: 'Ada',
  brigades: [divisionHq(), brigade('Inf', 'veteran', [['infantry', 10]]), brigade('Guns', 'regular', [['77mm-field-gun', 6]], true)],
  aircraft: [{ type: 'fighter', count: 2 }],
});

describe('the organiser’s JSON', () => {
  it('reports a list’s totals, each brigade’s arithmetic and the other reading of off-table guns', () => {
    const report = listReport(force, costList(force, tables));
    expect(report).toMatchObject({ name: 'Sturm', player: 'Ada', nation: 'germany', total: 112.8, limit: 350, remaining: 237.2 });
    expect(report.brigades[2]).toMatchObject({
      offTable: true,
      baseCost: 36,
      qualityPercent: 100,
      cost: 28.8,
      // 100 − 20 = 80 %: the same 28.8 either way at Regular.
      costUnderAlternative: { reading: 'off-table-after-quality', percent: 80, cost: 28.8 },
    });
    expect(report.aircraft).toEqual({ subtotal: 24, lines: [{ type: 'fighter', count: 2, pointsEach: 12, subtotal: 24 }] });
    expect(report.readings.map((r) => r.id)).toContain('off-table-after-quality');
  });

  it('reports a set with every file, readable or not, and whether any rule is broken', () => {
    const report = setReport(
      [
        { file: 'ada.json', ok: true, list: force, cost: costList(force, tables) },
        { file: 'bad.json', ok: false, error: 'The file is not valid JSON.' },
      ],
      tables,
    );
    expect(report.lists.map((l) => l.file)).toEqual(['ada.json', 'bad.json']);
    expect(report.lists[1]).toEqual({ file: 'bad.json', unreadable: 'The file is not valid JSON.' });
    expect(report.sets).toHaveLength(1);
    expect(report.breaksRule).toBe(false);
  });
});
