import { describe, expect, it } from 'vitest';
import { changelogSchema } from '#src/lib/data/changelogSchema.ts';

const entry = { version: '1.2.0', date: '2026-11-01', summary: 'Aircraft notes', changes: ['Fighter: note added.'] };

describe('the data changelog’s schema', () => {
  it('takes dated, versioned entries with at least one change', () => {
    expect(changelogSchema.safeParse({ entries: [entry] }).success).toBe(true);
  });

  it('refuses a version that is not major.minor.patch, a date that is not one, an empty change list or an unknown field', () => {
    const refused = (e: object) => !changelogSchema.safeParse({ entries: [{ ...entry, ...e }] }).success;
    expect(refused({ version: '1.2' })).toBe(true);
    expect(refused({ date: '2026-13-01' })).toBe(true);
    expect(refused({ changes: [] })).toBe(true);
    expect(refused({ author: 'x' })).toBe(true);
    expect(changelogSchema.safeParse({ entries: [] }).success).toBe(false);
  });
});
