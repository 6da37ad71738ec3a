/** The revision rules every saved record follows: the version a writer has seen, and another tab's. */
import { describe, expect, it } from 'vitest';
import { checkWrite, followStored, nextStamp, type Stored } from '#src/lib/storage/revisions.ts';

const seen = { rev: 3, writer: 'a', updated: 3000 };
const ok = (rev: number, writer: string, value: string): Stored<string> => ({
  kind: 'ok',
  stamp: { rev, writer, updated: 1000 * rev },
  value,
});
const none: Stored<string> = { kind: 'none' };
const bad: Stored<string> = { kind: 'bad', text: '{', message: 'it is not valid JSON' };

describe('nextStamp', () => {
  it('counts one revision on and never dates a write before the one it follows', () => {
    // rev 3 + 1 = 4; a clock behind the last write (2000 < 3000) gives 3000 + 1.
    expect(nextStamp(seen, 'b', 2000)).toEqual({ rev: 4, writer: 'b', updated: 3001 });
    expect(nextStamp(seen, 'b', 9000)).toEqual({ rev: 4, writer: 'b', updated: 9000 });
  });
});

describe('checkWrite', () => {
  it('writes over the version seen, or over nothing when the record was never written', () => {
    expect(checkWrite(ok(3, 'a', 'mine'), seen)).toEqual({ kind: 'write' });
    expect(checkWrite(none, { rev: 0, writer: '', updated: 0 })).toEqual({ kind: 'write' });
  });

  it('writes over nothing else: another version, a record deleted since, one that cannot be read', () => {
    expect(checkWrite(ok(4, 'b', 'theirs'), seen)).toEqual({ kind: 'conflict', conflict: { kind: 'changed', theirs: 'theirs' } });
    // Same revision, another writer: both wrote over rev 2.
    expect(checkWrite(ok(3, 'b', 'theirs'), seen)).toMatchObject({ conflict: { kind: 'changed' } });
    expect(checkWrite(none, seen)).toEqual({ kind: 'conflict', conflict: { kind: 'deleted' } });
    expect(checkWrite(bad, seen)).toEqual({ kind: 'conflict', conflict: { kind: 'unreadable', error: 'it is not valid JSON' } });
  });
});

describe('followStored', () => {
  it('ignores the version shown and older ones; shows a newer one when nothing here is unsaved', () => {
    expect(followStored(ok(3, 'a', 'mine'), seen, true)).toEqual({ kind: 'ignore' });
    expect(followStored(ok(2, 'b', 'old'), seen, false)).toEqual({ kind: 'ignore' });
    expect(followStored(ok(5, 'b', 'theirs'), seen, false)).toEqual({
      kind: 'reload',
      stamp: { rev: 5, writer: 'b', updated: 5000 },
      value: 'theirs',
    });
  });

  it('asks rather than hide unsaved changes, or when both tabs wrote the same revision', () => {
    expect(followStored(ok(5, 'b', 'theirs'), seen, true)).toEqual({ kind: 'conflict', conflict: { kind: 'changed', theirs: 'theirs' } });
    // Rev 3 by b while this tab wrote rev 3 itself: theirs replaced ours, saved or not.
    expect(followStored(ok(3, 'b', 'theirs'), seen, false)).toEqual({ kind: 'conflict', conflict: { kind: 'changed', theirs: 'theirs' } });
  });

  it('a record deleted elsewhere is a conflict unless this tab never wrote it; one that cannot be read is one too', () => {
    expect(followStored(none, seen, false)).toEqual({ kind: 'conflict', conflict: { kind: 'deleted' } });
    expect(followStored(none, { rev: 0, writer: '', updated: 0 }, true)).toEqual({ kind: 'ignore' });
    expect(followStored(bad, seen, false)).toMatchObject({ conflict: { kind: 'unreadable' } });
  });
});
