import { describe, it, expect } from 'vitest';
import pinnedJson from '#src/content/pinned-ids.json' with { type: 'json' };
import { allTables } from '#src/lib/data/registry.ts';
import { checkPins, pinnedWith, pinProblems, publishedIds, type PinnedIds } from '#src/lib/data/pinning.ts';

const pinned = pinnedJson as PinnedIds;

describe('published ids', () => {
  it('still include every pinned id, and every published id is pinned', () => {
    expect(pinProblems(pinned, publishedIds(allTables))).toBeNull();
  });

  it('reports a removed or renamed row and a removed table', () => {
    const current = publishedIds(allTables);
    const renamed = {
      ...current,
      'gwsh/troop-costs-germany': current['gwsh/troop-costs-germany']!.map((id) => (id === 'mg-1917-18' ? 'mg-1917-1918' : id)),
    };
    delete (renamed as PinnedIds)['gwsh/aircraft'];
    const { removed, unpinned } = checkPins(pinned, renamed);
    expect(removed.sort()).toEqual(['gwsh/aircraft', 'gwsh/troop-costs-germany#mg-1917-18']);
    expect(unpinned).toEqual(['gwsh/troop-costs-germany#mg-1917-1918']);
    expect(pinProblems(pinned, renamed)).toMatch(/removed or renamed.*gwsh\/troop-costs-germany#mg-1917-18/);
  });

  it('pin new ids and tables at the end, each pinned id keeping its place (list links name rows by it)', () => {
    const before: PinnedIds = { 'gwsh/aircraft': ['fighter', 'tactical-bomber'] };
    // A row inserted at the top of the table goes to the end of the pins; a new table comes after the old ones.
    const now: PinnedIds = { 'gwsh/zeppelins': ['l-59'], 'gwsh/aircraft': ['airship', 'fighter', 'tactical-bomber'] };
    const next = pinnedWith(before, now);
    expect(next).toEqual({ 'gwsh/aircraft': ['fighter', 'tactical-bomber', 'airship'], 'gwsh/zeppelins': ['l-59'] });
    expect(Object.keys(next)).toEqual(['gwsh/aircraft', 'gwsh/zeppelins']);
    expect(pinnedWith(pinned, publishedIds(allTables))).toEqual(pinned);
  });
});
