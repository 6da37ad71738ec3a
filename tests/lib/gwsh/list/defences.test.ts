/**
 * Field defences and gas bought with a list (GWSH 3.0, 8.2.1, 10.3, 10.5.1), priced from the generic
 * table and never multiplied: light entrenchments 1 a stand, heavy 4, a fort 20, persistent gas 9.
 */
import { describe, expect, it } from 'vitest';
import { allCostTables } from '#src/lib/data/tables/costTablesAll.ts';
import { costDefences } from '#src/lib/gwsh/list/defences.ts';
import type { GwshList } from '#src/lib/gwsh/list/listFile.ts';
import { list } from './listBuilders.ts';

const stands = { infantrySupport: 10, onTableArtillery: 2 };
const costed = (l: GwshList) => costDefences(l, stands, allCostTables);
const withDefences = (fields: Partial<GwshList>, defences: [string, number][]) =>
  list({ nation: 'germany', year: 1917, ...fields, defences: defences.map(([item, count]) => ({ item, count })) });
const codes = (r: ReturnType<typeof costDefences>) => r.findings.map((f) => f.code);

describe('defences and gas', () => {
  it('are priced at the table price, unmultiplied', () => {
    // 8 light × 1 = 8, 2 heavy × 4 = 8, 1 fort × 20 = 20: 36.
    const r = costed(
      withDefences({ list: 'defend' }, [
        ['light-entrenchments', 8],
        ['heavy-entrenchments', 2],
        ['fort', 1],
      ]),
    );
    expect(r.view.subtotal).toBe(36);
    expect(codes(r)).toEqual([]);
  });

  it('hold an attacker to six gas fire missions (8.2.1), priced 9 each', () => {
    // 7 × 9 = 63, one over the attacker's six.
    const r = costed(withDefences({ list: 'attack' }, [['gas-persistent', 7]]));
    expect(r.view.subtotal).toBe(63);
    expect(r.findings).toEqual([expect.objectContaining({ code: 'too-many-gas-missions', severity: 'error', rule: '8.2.1' })]);
    expect(codes(costed(withDefences({ list: 'attack' }, [['gas-persistent', 6]])))).toEqual([]);
  });

  it('allow an Encounter list light entrenchments only, and no gas (3.0, 8.2.1)', () => {
    const r = costed(
      withDefences({ list: 'encounter' }, [
        ['light-entrenchments', 2],
        ['fort', 1],
        ['gas-non-persistent', 1],
      ]),
    );
    expect(codes(r)).toEqual(['entrenchments-not-allowed', 'defences-lost-if-attacker', 'gas-not-allowed']);
  });

  it('ask to check entrenchments for more stands than the basic list has (10.5.1)', () => {
    // 11 heavy entrenchments for 10 infantry and support stands.
    expect(codes(costed(withDefences({ list: 'defend' }, [['heavy-entrenchments', 11]])))).toEqual(['entrenchments-exceed-stands']);
    // 13 light for 10 + 2 on-table guns: one too many; an option list is not checked.
    expect(codes(costed(withDefences({ list: 'defend' }, [['light-entrenchments', 13]])))).toEqual(['entrenchments-exceed-stands']);
    expect(codes(costed(withDefences({ list: 'defend', part: 'option-a' }, [['light-entrenchments', 13]])))).toEqual([]);
  });

  it('name an item no table has, and send a stand to the brigades', () => {
    expect(codes(costed(withDefences({ list: 'defend' }, [['moat', 1]])))).toEqual(['unknown-item']);
    expect(codes(costed(withDefences({ list: 'defend' }, [['artillery-foo', 1]])))).toEqual(['unit-in-defences']);
  });
});
