import { describe, expect, it } from 'vitest';
import { isQuotaError, memoryStorage, openStorage, type StorageLike } from '#src/lib/storage/safeStorage.ts';

const quota = () => Object.assign(new Error('full'), { name: 'QuotaExceededError' });

/** A storage that throws `error` on writes once it holds `room` entries. */
function limited(room: number, error: () => Error = quota): StorageLike {
  const inner = memoryStorage();
  return {
    get length() {
      return inner.length;
    },
    key: (i) => inner.key(i),
    getItem: (k) => inner.getItem(k),
    setItem: (k, v) => {
      if (inner.getItem(k) === null && inner.length >= room) throw error();
      inner.setItem(k, v);
    },
    removeItem: (k) => inner.removeItem(k),
  };
}

describe('openStorage', () => {
  it('reads, writes and lists keys by prefix', () => {
    const s = openStorage(() => memoryStorage());
    expect(s.available).toBe(true);
    expect(s.set('gwt:a', '1')).toEqual({ ok: true });
    s.set('gwt:b', '2');
    s.set('other', '3');
    expect(s.get('gwt:a')).toBe('1');
    expect(s.keys('gwt:').sort()).toEqual(['gwt:a', 'gwt:b']);
    s.remove('gwt:a');
    expect(s.get('gwt:a')).toBeNull();
  });

  it('reads a storage that is full when opened, and says its writes fail for lack of room', () => {
    const full = limited(1);
    full.setItem('gwt:kept', 'a list');
    const s = openStorage(() => full);
    expect(s).toMatchObject({ available: true, fullOnOpen: true });
    expect(s.get('gwt:kept')).toBe('a list');
    expect(s.set('gwt:new', 'x')).toEqual({ ok: false, problem: 'full' });
    expect(openStorage(() => memoryStorage()).fullOnOpen).toBe(false);
  });

  it('works from memory, and says so, when storage cannot be reached (private mode)', () => {
    const s = openStorage(() => {
      throw Object.assign(new Error('denied'), { name: 'SecurityError' });
    });
    expect(s.available).toBe(false);
    expect(s.set('gwt:a', 'kept')).toEqual({ ok: true });
    expect(s.get('gwt:a')).toBe('kept');
  });

  it('treats a storage that refuses its first write for another reason than room as unavailable', () => {
    const s = openStorage(() => limited(0, () => Object.assign(new Error('denied'), { name: 'SecurityError' })));
    expect(s.available).toBe(false);
    expect(s.set('k', 'v')).toEqual({ ok: true });
  });

  it('reports a full storage with a sentence, and never throws', () => {
    const s = openStorage(() => limited(2));
    expect(s.available).toBe(true);
    expect(s.set('a', '1').ok).toBe(true);
    expect(s.set('b', '1').ok).toBe(true);
    expect(s.set('c', '1')).toEqual({ ok: false, problem: 'full' });
    expect(s.get('c')).toBeNull();
  });

  it('reports other write failures as unavailable', () => {
    const s = openStorage(() => limited(1, () => new Error('disk gone')));
    s.set('a', '1');
    expect(s.set('b', '1')).toMatchObject({ ok: false, problem: 'unavailable' });
  });

  it('recognises the quota errors of the main browsers', () => {
    expect(isQuotaError({ name: 'QuotaExceededError' })).toBe(true);
    expect(isQuotaError({ name: 'NS_ERROR_DOM_QUOTA_REACHED' })).toBe(true);
    expect(isQuotaError({ code: 22 })).toBe(true);
    expect(isQuotaError(new Error('x'))).toBe(false);
    expect(isQuotaError(null)).toBe(false);
  });
});
