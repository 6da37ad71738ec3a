import { describe, expect, it } from 'vitest';
import { getTable } from '#src/lib/data/registry.ts';
import { gw54, gw54Tables } from '#src/lib/data/tables/gw54.ts';

describe('the Great War in 54mm tables', () => {
  it('are the weapons and the hit scores, the same tables the build validates', () => {
    expect(gw54Tables).toEqual([gw54.weapons, gw54.hitScores]);
    for (const t of gw54Tables) expect(getTable('gw54', t.id)).toBe(t);
  });
});
