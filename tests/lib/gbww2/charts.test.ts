import { describe, expect, it } from 'vitest';
import { getTable, gbww2 } from '#src/lib/data/registry.ts';
import { modifierRow } from '#src/lib/gbww2/charts.ts';

const rowOf = (id: string, rowId: string) => getTable('gbww2', id).rows.find((r) => r.id === rowId) as Record<string, unknown> | undefined;

describe('gbww2 charts read by the look-ups', () => {
  it('are, under the names the look-ups take them by, the files the registry validated', () => {
    expect(gbww2.moraleCount).toEqual(getTable('gbww2', 'morale-count'));
    expect(gbww2.moraleModifiers).toEqual(getTable('gbww2', 'morale-modifiers'));
    expect(gbww2.barrageDelay).toEqual(getTable('gbww2', 'barrage-delay'));
    expect(gbww2.barrageDelayModifiers).toEqual(getTable('gbww2', 'barrage-delay-modifiers'));
  });

  it('finds a modifier row by id, and throws for a lost one', () => {
    expect(modifierRow(gbww2.barrageDelayModifiers, 'on-call')).toEqual({ id: 'on-call', name: 'On-Call', modifier: -30 });
    expect(() => modifierRow(gbww2.barrageDelayModifiers, 'nope')).toThrow(/no row "nope"/);
  });
});

describe('gbww2 tables read the source cells exactly', () => {
  it('morale count: corners, the diagonal of 17s and a dash', () => {
    const cell = (count: number, stands: number) => gbww2.moraleCount.rows[count - 1]!.byStands[String(stands) as `${number}`];
    expect(cell(1, 1)).toBe(17);
    expect(cell(1, 8)).toBe(99);
    expect(cell(10, 8)).toBe(9);
    expect(cell(3, 2)).toBe(4);
    expect(cell(2, 1)).toBeNull();
    for (let s = 1; s <= 8; s++) expect(cell(s, s), `count ${s} with ${s} stands`).toBe(17);
  });

  it('morale count: the score never rises as the count rises, nor falls as the stands rise', () => {
    for (let s = 1; s <= 8; s++) {
      for (let c = 2; c <= 10; c++) {
        const above = gbww2.moraleCount.rows[c - 2]!.byStands[String(s) as `${number}`] ?? 0;
        const here = gbww2.moraleCount.rows[c - 1]!.byStands[String(s) as `${number}`] ?? 0;
        expect(here, `count ${c}, ${s} stands`).toBeLessThanOrEqual(above);
      }
    }
    for (const row of gbww2.moraleCount.rows) {
      for (let s = 2; s <= 8; s++) {
        expect(row.byStands[String(s) as `${number}`] ?? 0).toBeGreaterThanOrEqual(row.byStands[String(s - 1) as `${number}`] ?? 0);
      }
    }
  });

  it('barrage delay: each quality column covers 01..00 once, in order', () => {
    for (const q of ['raw', 'inferior', 'average', 'experienced', 'veteran'] as const) {
      const bands = gbww2.barrageDelay.rows.map((r) => r[q]);
      expect(bands[0]!.from).toBe(1);
      expect(bands.at(-1)!.to).toBe(100);
      for (let i = 1; i < bands.length; i++) expect(bands[i]!.from, q).toBe(bands[i - 1]!.to + 1);
    }
    expect(gbww2.barrageDelay.rows.find((r) => r.id === '3-turns')!.raw).toEqual({ from: 85, to: 100 });
    expect(gbww2.barrageDelay.rows.find((r) => r.id === '1-turn')!.experienced).toEqual({ from: 51, to: 75 });
  });

  it('action points: each quality column covers 1..100 once', () => {
    const table = getTable('gbww2', 'action-points');
    if (table.kind !== 'gbww2-action-points') throw new Error('wrong kind');
    for (const q of ['raw', 'inferior', 'average', 'experienced', 'veteran'] as const) {
      const bands = table.rows.map((r) => r[q]);
      expect(bands[0]!.from).toBe(1);
      expect(bands.at(-1)!.to).toBe(100);
      for (let i = 1; i < bands.length; i++) expect(bands[i]!.from).toBe(bands[i - 1]!.to + 1);
    }
    expect(table.rows[0]!.veteran).toEqual({ from: 1, to: 40 });
  });

  it('spot checks of the other charts', () => {
    expect(rowOf('movement', 'foot')).toMatchObject({ goodColumn: 6, badColumn: 5.5, badAssault: 2.5, badDefensive: 1.5 });
    expect(rowOf('movement', 'at-gun')).toMatchObject({ pavedRoad: null, dirtRoad: null, badDefensive: 0.5 });
    expect(rowOf('infantry-fire', 'to-hit')).toMatchObject({ upTo1: 6, upTo2: 4, upTo3: 2, upTo8: 1 });
    expect(rowOf('smg-fire', 'destroy-armor')).toMatchObject({ upTo1: 4, upTo2: null, upTo8: null });
    expect((rowOf('gun-fire', 'light-gun-to-hit')!.byRange as Record<string, number | null>)['12']).toBeNull();
    expect((rowOf('gun-fire', 'superheavy-gun-destroy-superheavy-armour')!.byRange as Record<string, number | null>)['3']).toBe(5);
    expect(rowOf('rally-numbers', 'average')).toMatchObject({ rallyNumber: 8 });
    expect(rowOf('replacements', 'in-reserve')).toMatchObject({ poor: 3, inferior: 5, average: 6, superior: 7, superb: 9 });
    expect(rowOf('vehicles', 'pz-vi-tiger-ii')).toMatchObject({ year: '44', gun: 'S', armour: 'S', speed: 'S' });
    expect(rowOf('vehicles', 'bison')).toMatchObject({ year: null, note: expect.stringMatching(/no year/) });
    expect(getTable('gbww2', 'vehicles').rows).toHaveLength(70);
    expect(rowOf('barrage-roll', 'activated-in-open')).toMatchObject({ suppressOn: 8 });
    expect(rowOf('drift-distance', 'roll-6')).toMatchObject({ creteFirst: '8" S', nwEuropeFirst: '1" N' });
  });
});
