import { describe, expect, it } from 'vitest';
import { expectEveryRowRead } from '#tests/support/rowSchemas.ts';
import { gwshRowSchemas } from '#src/lib/data/schemas/gwsh.ts';
import { gwshRuleTables } from '#src/lib/data/tables/gwsh.ts';

describe('the gwsh row schemas', () => {
  it('read every row of every gwsh table', () => {
    expectEveryRowRead(gwshRuleTables, gwshRowSchemas);
  });

  it('refuses a cell the source cannot have', () => {
    const attack = { id: 'attack', name: 'Attack List', basic: 650, optionA: 60, optionB: 100 };
    expect(gwshRowSchemas['list-points'].safeParse(attack).success).toBe(true);
    // Negative points, an unknown list and an unknown field are each refused.
    expect(gwshRowSchemas['list-points'].safeParse({ ...attack, basic: -650 }).success).toBe(false);
    expect(gwshRowSchemas['list-points'].safeParse({ ...attack, id: 'raid' }).success).toBe(false);
    expect(gwshRowSchemas['list-points'].safeParse({ ...attack, colour: 'red' }).success).toBe(false);
  });
});
