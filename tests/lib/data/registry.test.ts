import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { allTables, allTroopCosts, gwsh, allCostTables, TABLES_DIR } from '#src/lib/data/registry.ts';
import { nationId } from '#src/lib/data/schemas.ts';

const filesOnDisk = readdirSync(TABLES_DIR, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.split('\\').join('/'));

describe('registry', () => {
  it('publishes every table file on disk, once', () => {
    const registered = allTables.map((t) => `${t.system}/${t.id}.json`).sort();
    expect(registered).toEqual([...filesOnDisk].sort());
  });

  it('holds each file exactly as written', () => {
    for (const t of allTables) {
      const json = JSON.parse(readFileSync(join(TABLES_DIR, t.system, `${t.id}.json`), 'utf8'));
      expect(t.rows.length, t.id).toBe(json.rows.length);
    }
  });

  it('has a troop cost table for each of the 14 nations, and a nations row for each', () => {
    expect(allTroopCosts.map((t) => t.nation).sort()).toEqual([...nationId.options].sort());
    expect(gwsh.nations.rows.map((r) => r.id).sort()).toEqual([...nationId.options].sort());
  });

  it('reads known cells of the source exactly', () => {
    // Spot checks against the GWSH source, 10.5.2 and 10.2–10.4.
    const points = (nation: string, id: string) => allCostTables.troopCosts.get(nation)!.rows.find((r) => r.id === id)?.points;
    expect(points('germany', 'mg-1917-18')).toBe(12);
    expect(points('austro-hungary', '420mm-howitzer')).toBe(30);
    expect(points('british-empire', '15in-howitzer')).toBe(25);
    expect(points('france', 'mg-1917-18')).toBe(12);
    expect(points('united-states', '16in-rail-gun')).toBe(25);
    expect(points('italy', 'mgs-1914-15')).toBeNull();
    expect(gwsh.nationalQuality.rows[0]).toMatchObject({ elite: 130, veteran: 120, regular: 100, green: 80, random: null });
    expect(gwsh.nationalQuality.rows[1]).toMatchObject({ elite: 120, veteran: 110, regular: 90, green: 70, random: 80 });
    expect(gwsh.nationalQuality.offTableDiscountPercent).toBe(20);
    expect(gwsh.listPoints.rows.find((r) => r.id === 'attack')).toMatchObject({ basic: 650, optionA: 60, optionB: 100 });
    expect(gwsh.aircraft.rows.map((r) => r.points)).toEqual([12, 18, 22]);
  });

  it('puts every nation in exactly one national quality group', () => {
    const all = gwsh.nationalQuality.rows.flatMap((r) => r.nations);
    expect(all.sort()).toEqual([...nationId.options].sort());
  });

  it('gives every nation one strategic situation row', () => {
    for (const nation of nationId.options) {
      expect(
        gwsh.strategicSituation.rows.filter((r) => r.nations.includes(nation)),
        nation,
      ).toHaveLength(1);
    }
  });

  it('gives years only to rows whose names carry them', () => {
    for (const t of allTroopCosts) {
      for (const r of t.rows) {
        if (r.years) expect(r.name, `${t.nation}/${r.id}`).toMatch(/19\d\d/);
      }
    }
  });
});

describe('the data changelog', () => {
  it('is checked against its schema: the published file passes, a version that is not x.y.z fails', async () => {
    const { changelogSchema } = await import('#src/lib/data/changelogSchema.ts');
    const { changelog, dataVersion } = await import('#src/lib/data/changelog.ts');
    expect(changelogSchema.safeParse({ entries: changelog }).success).toBe(true);
    expect(dataVersion).toMatch(/^\d+\.\d+\.\d+$/);
    const bad = { entries: [{ version: '1.2', date: '2026-11-24', summary: 'x', changes: ['y'] }] };
    expect(changelogSchema.safeParse(bad).success).toBe(false);
  });
});

describe('what the tables say to players', () => {
  it('never speaks of how the source was copied: no note or description mentions its extraction', () => {
    // The notes explain the source to players ("our copy of the source prints this name apart"); how the
    // team read the PDF into text is for the commit history.
    const texts = allTables.flatMap((t) => [t.title, t.description ?? '', ...t.rows.map((r) => ('note' in r ? String(r.note ?? '') : ''))]);
    expect(texts.filter((text) => /extract/i.test(text))).toEqual([]);
  });

  it('spells the four troop names players know, and names the source’s spelling in the row’s note', () => {
    const row = (nation: string, id: string) => allCostTables.troopCosts.get(nation)!.rows.find((r) => r.id === id)!;
    expect([row('germany', '150mm-howitzer').name, row('germany', '150mm-howitzer').note]).toEqual([
      '150mm howitzer',
      "The source prints '150m howitzer'.",
    ]);
    expect(row('france', 'st-chamond-75mm').name).toBe('St Chamond 75mm');
    expect(row('france', '58mm-trench-mortar').name).toBe('58mm Trench Mortar');
    expect(row('italy', 'mgs-1916-18').name).toBe('MGs 1916-18');
  });
});
