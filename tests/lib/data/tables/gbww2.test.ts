import { describe, expect, it } from 'vitest';
import { getTable } from '#src/lib/data/registry.ts';
import { gbww2, gbww2Tables } from '#src/lib/data/tables/gbww2.ts';

describe('the Great Battles of WWII chart tables', () => {
  it('are the thirty chart tables in the charts’ order, the same tables the build validates', () => {
    expect(gbww2Tables).toHaveLength(30);
    expect(gbww2Tables[0]).toBe(gbww2.sightingDistances);
    expect(gbww2Tables.at(-1)).toBe(gbww2.airAttacks);
    for (const t of gbww2Tables) expect(getTable('gbww2', t.id)).toBe(t);
  });
});
