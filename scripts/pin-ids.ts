// Records every published table and row id in src/content/pinned-ids.json: ids pinned before keep their
// places (list links name rows by them), new ones are added at the end.
// Run after adding rows on purpose: `npm run pin-ids`. Removing a pinned id is never allowed.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { allTables } from '../src/lib/data/registry.ts';
import { publishedIds, checkPins, pinnedWith, type PinnedIds } from '../src/lib/data/pinning.ts';

const file = 'src/content/pinned-ids.json';
const pinned: PinnedIds = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
const current = publishedIds(allTables);
const { removed } = checkPins(pinned, current);
if (removed.length) {
  console.error(`Refusing to pin: these published ids are gone: ${removed.join(', ')}`);
  process.exit(1);
}
const next = pinnedWith(pinned, current);
writeFileSync(file, `${JSON.stringify(next, null, 2)}\n`);
console.log(`Pinned ${Object.values(next).flat().length} row ids in ${Object.keys(next).length} tables.`);
