/**
 * Adding a nation is its tables alone: a nation added to the nations table, with its troop-cost table, gets
 * its id from `npm run pin-ids` (which reads the nations table as plain JSON, before any table is validated
 * against the ids it writes) and its rows pinned under its own table. In this process, over a copy of the
 * tables in memory. That the build publishes a page and a JSON copy for every nation of the nations table is
 * checked on the built site (scripts/checks/nations.ts, in `npm run check:site`).
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { NATIONS_TABLE_FILE, nationIdsFile, nationIdsOfTable } from '../../src/integrations/dataModules.ts';
import { allTables } from '../../src/lib/data/registry.ts';
import { checkPins, pinnedWith, publishedIds, type PinnedIds } from '../../src/lib/data/pinning.ts';
import pinnedJson from '../../src/content/pinned-ids.json' with { type: 'json' };

it('a nation added to the nations table, with its troop costs, is given its id and pinned', () => {
  const nations = JSON.parse(readFileSync(NATIONS_TABLE_FILE, 'utf8'));
  nations.rows.push({ id: 'ruritania', name: 'Ruritania', side: 'allied' });
  const ids = nationIdsOfTable(JSON.stringify(nations));
  // 14 nations and one more, in the table's order.
  expect(ids).toMatchObject({ ok: true });
  if (!ids.ok) return;
  expect(ids.ids).toHaveLength(15);
  expect(ids.ids.at(-1)).toBe('ruritania');
  expect(nationIdsFile(ids.ids)).toContain("  'ruritania',\n] as const;");

  // Montenegro's nine rows under the new table, the tables before it as they were.
  const montenegro = allTables.find((t) => t.id === 'troop-costs-montenegro')!;
  const ruritania = { ...montenegro, id: 'troop-costs-ruritania', nation: 'ruritania' };
  const pinned = pinnedJson as PinnedIds;
  const current = publishedIds([...allTables, ruritania]);
  expect(checkPins(pinned, current)).toEqual({ removed: [], unpinned: ['gwsh/troop-costs-ruritania'] });
  const next = pinnedWith(pinned, current);
  expect(next['gwsh/troop-costs-ruritania']).toHaveLength(9);
  expect(next['gwsh/troop-costs-ruritania']).toEqual(pinned['gwsh/troop-costs-montenegro']);
  for (const table of Object.keys(pinned)) expect(next[table]).toEqual(pinned[table]);
});
