import { describe, it, expect } from 'vitest';
import pinnedJson from '../../../src/content/pinned-ids.json' with { type: 'json' };
import { allTables } from '../../../src/lib/data/registry.ts';
import { checkPins, pinProblems, publishedIds, type PinnedIds } from '../../../src/lib/data/pinning.ts';

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
});
