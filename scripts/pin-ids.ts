// Records every published table and row id in src/content/pinned-ids.json: ids pinned before keep their
// places (list links name rows by them), new ones are added at the end. Writes the nation ids and the data
// version the pages use from the nations table and the changelog (src/integrations/dataModules.ts).
// Run after adding rows on purpose: `npm run pin-ids`. Removing a pinned id is never allowed.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { allTables, gwsh } from '../src/lib/data/registry.ts';
import { DATA_VERSION_FILE, dataVersionFile, NATION_IDS_FILE, nationIdsFile } from '../src/integrations/dataModules.ts';
import { changelog } from '../src/lib/data/changelog.ts';
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
writeFileSync(NATION_IDS_FILE, nationIdsFile(gwsh.nations.rows.map((n) => n.id)));
console.log(`Wrote the ${gwsh.nations.rows.length} nation ids of the nations table to ${NATION_IDS_FILE}.`);
writeFileSync(DATA_VERSION_FILE, dataVersionFile(changelog[0]!.version));
console.log(`Wrote the data version, ${changelog[0]!.version}, the changelog's newest, to ${DATA_VERSION_FILE}.`);
