import { describe, expect, it } from 'vitest';
import { allCostTables } from '#src/lib/data/tables/costTablesAll.ts';
import { CORPS_HQ_ROW_ID, DIVISION_HQ_ROW_ID, FOO_ROW_ID, TURKISH_ARABS_ROW_ID } from '#src/lib/gwsh/list/readings.ts';
import { readings } from '#src/lib/gwsh/list/readingTexts.ts';
import { gwshRuleLink } from '#src/lib/gwsh/sections.ts';
import { gwsh } from '#src/lib/data/registry.ts';

const genericTroopsTable = gwsh.genericTroops;

describe('the list builder’s readings', () => {
  it('each have their own id, rest on a section the site has a page for, and state the other way to read it', () => {
    expect(new Set(readings.map((r) => r.id)).size).toBe(readings.length);
    for (const r of readings) {
      expect(gwshRuleLink(r.rule).href, `${r.id}: ${r.rule}`).not.toBeNull();
      // Every reading the engine names has its texts (readingTexts.ts keys them by id): a sentence or more each.
      expect(r.explanation?.length ?? 0, r.id).toBeGreaterThan(40);
      expect(r.alternative?.length ?? 0, r.id).toBeGreaterThan(20);
      expect(r.alternative, r.id).not.toBe(r.explanation);
    }
  });

  it('name rows the tables have, so a reading never drifts from the row it settles', () => {
    const generic = new Set(genericTroopsTable.rows.map((r) => r.id));
    expect([FOO_ROW_ID, DIVISION_HQ_ROW_ID, CORPS_HQ_ROW_ID].every((id) => generic.has(id))).toBe(true);
    expect(allCostTables.troopCosts.get('turkey')?.rows.some((r) => r.id === TURKISH_ARABS_ROW_ID)).toBe(true);
  });
});
