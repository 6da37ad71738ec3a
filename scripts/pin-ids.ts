// Records every published table and row id in src/content/pinned-ids.json, keeping ids pinned before.
// Run after adding rows on purpose: `npm run pin-ids`. Removing a pinned id is never allowed.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { allTables } from '../src/lib/data/registry.ts';
import { publishedIds, checkPins, type PinnedIds } from '../src/lib/data/pinning.ts';

const file = 'src/content/pinned-ids.json';
const pinned: PinnedIds = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
const current = publishedIds(allTables);
const { removed } = checkPins(pinned, current);
if (removed.length) {
  console.error(`Refusing to pin: these published ids are gone: ${removed.join(', ')}`);
  process.exit(1);
}
writeFileSync(file, `${JSON.stringify(current, null, 2)}\n`);
console.log(`Pinned ${Object.values(current).flat().length} row ids in ${Object.keys(current).length} tables.`);
