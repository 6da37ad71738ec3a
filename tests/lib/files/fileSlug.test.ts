import { describe, expect, it } from 'vitest';
import { fileSlug } from '#src/lib/files/fileSlug.ts';

describe('fileSlug', () => {
  it('drops accents and case, and joins words with one hyphen', () => {
    expect(fileSlug('Élite 1917: «A»', 'list')).toBe('elite-1917-a');
    expect(fileSlug('  Club Night -- Round 2 ', 'event')).toBe('club-night-round-2');
  });

  it('gives the fallback when nothing is left', () => {
    expect(fileSlug('!!!', 'list')).toBe('list');
    expect(fileSlug('', 'event')).toBe('event');
  });

  it('keeps at most 60 characters, never ending on a hyphen', () => {
    // 'a' × 59, a space, then 'bbb': the cut at 60 leaves 59 a's and a hyphen, which is dropped.
    expect(fileSlug(`${'a'.repeat(59)} bbb`, 'list')).toBe('a'.repeat(59));
    expect(fileSlug('x'.repeat(80), 'list')).toHaveLength(60);
  });
});
