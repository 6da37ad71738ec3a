// Records every published table and row id in src/content/pinned-ids.json: ids pinned before keep their
// places (list links name rows by them), new ones are added at the end. Writes the nation ids and the data
// version the pages use from the nations table and the changelog (src/integrations/dataModules.ts).
// Run after adding rows on purpose: `npm run pin-ids`. Removing a pinned id is never allowed.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import {
  DATA_VERSION_FILE,
  dataVersionFile,
  NATION_IDS_FILE,
  NATIONS_TABLE_FILE,
  nationIdsFile,
  nationIdsOfTable,
} from '../src/integrations/dataModules.ts';

// The nation ids first, from the nations table as written: every table that names a nation is validated
// against them, so they must be in place before any table is read (a new nation is then its table alone).
const nations = nationIdsOfTable(readFileSync(NATIONS_TABLE_FILE, 'utf8'));
if (!nations.ok) {
  console.error(`Refusing to pin: ${nations.message}`);
  process.exit(1);
}
const idsText = nationIdsFile(nations.ids);
if (!existsSync(NATION_IDS_FILE) || readFileSync(NATION_IDS_FILE, 'utf8') !== idsText) writeFileSync(NATION_IDS_FILE, idsText);
console.log(`Wrote the ${nations.ids.length} nation ids of the nations table to ${NATION_IDS_FILE}.`);

// Read only now, so that the tables are validated against the ids just written.
const { allTables } = await import('../src/lib/data/registry.ts');
const { changelog } = await import('../src/lib/data/changelog.ts');
const { publishedIds, checkPins, pinnedWith } = await import('../src/lib/data/pinning.ts');

const file = 'src/content/pinned-ids.json';
const pinned = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
const current = publishedIds(allTables);
const { removed } = checkPins(pinned, current);
if (removed.length) {
  console.error(`Refusing to pin: these published ids are gone: ${removed.join(', ')}`);
  process.exit(1);
}
const next = pinnedWith(pinned, current);
writeFileSync(file, `${JSON.stringify(next, null, 2)}\n`);
console.log(`Pinned ${Object.values(next).flat().length} row ids in ${Object.keys(next).length} tables.`);
writeFileSync(DATA_VERSION_FILE, dataVersionFile(changelog[0]!.version));
console.log(`Wrote the data version, ${changelog[0]!.version}, the changelog's newest, to ${DATA_VERSION_FILE}.`);
