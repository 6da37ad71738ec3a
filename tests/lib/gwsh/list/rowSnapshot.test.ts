import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { rowSnapshotSchema } from '#src/lib/gwsh/list/rowSnapshot.ts';

describe('a saved list’s snapshot of the table values it was costed from', () => {
  it('reads entries keyed by what the list refers to', () => {
    const snapshot = {
      'unit:germany/mg-1917-18': { name: 'MG 1917-18', href: '/gwsh/troop-costs/germany/#mg-1917-18', values: { points: 12 } },
      'quality:germany/veteran': { name: 'Veteran', href: '/gwsh/tables/national-quality/', values: { percent: 120, note: null } },
    };
    expect(z.safeParse(rowSnapshotSchema(), snapshot).success).toBe(true);
  });

  it('refuses an entry with an unknown field or an overlong value, as a damaged storage entry might have', () => {
    const entry = { name: 'Infantry', href: '/gwsh/troop-costs/germany/#infantry', values: { points: 5 } };
    expect(z.safeParse(rowSnapshotSchema(), { 'unit:germany/infantry': { ...entry, extra: 1 } }).success).toBe(false);
    expect(z.safeParse(rowSnapshotSchema(), { 'unit:germany/infantry': { ...entry, values: { points: 'x'.repeat(201) } } }).success).toBe(
      false,
    );
  });
});
