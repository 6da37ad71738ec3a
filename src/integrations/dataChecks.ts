/**
 * The build stops on data that would break the site's promises: a published table or row
 * id that is gone (ids are permanent), a new one not yet pinned (`npm run pin-ids`), nation ids or a data
 * version that are not the data's (`npm run pin-ids` writes them), or a data changelog that does not read. Read
 * from the files themselves, before any page is built.
 */
import type { AstroIntegration } from 'astro';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { changelogSchema } from '../lib/data/changelogSchema.ts';
import { pinProblems, publishedIds, type PinnedIds } from '../lib/data/pinning.ts';
import { nationIds } from '../lib/data/nationIds.ts';
import { dataVersion } from '../lib/data/dataVersion.ts';
import { DATA_VERSION_FILE, NATION_IDS_FILE } from './dataModules.ts';
import { tableFiles } from './tableFiles.ts';

/** What is wrong with the data under `root` (a project folder), or null. */
export function dataProblems(root = '.'): string | null {
  const content = join(root, 'src/content');
  const pinned = JSON.parse(readFileSync(join(content, 'pinned-ids.json'), 'utf8')) as PinnedIds;
  const files = tableFiles(join(content, 'tables'));
  const problems = [pinProblems(pinned, publishedIds(files))];
  const nations = (files.find((t) => t.system === 'gwsh' && t.id === 'nations')?.rows ?? []).map((n) => n.id);
  if (nations.join(' ') !== nationIds.join(' '))
    problems.push(`${NATION_IDS_FILE} lists other nations than the nations table: run \`npm run pin-ids\` to write them again.`);
  const changelog = changelogSchema.safeParse(JSON.parse(readFileSync(join(content, 'data-changelog.json'), 'utf8')));
  if (!changelog.success) {
    const issue = changelog.error.issues[0]!;
    problems.push(`src/content/data-changelog.json: ${issue.path.join('.') || 'the file'}: ${issue.message}`);
  } else if (changelog.data.entries[0]?.version !== dataVersion) {
    problems.push(
      `${DATA_VERSION_FILE} names data version ${dataVersion}, not the changelog's newest, ${changelog.data.entries[0]?.version}: run \`npm run pin-ids\` to write it again.`,
    );
  }
  const found = problems.filter((p) => p !== null);
  return found.length > 0 ? found.join('\n') : null;
}

export function dataChecks(): AstroIntegration {
  return {
    name: 'great-war-tables:data-checks',
    hooks: {
      'astro:build:start': ({ logger }) => {
        const problems = dataProblems();
        if (problems) throw new Error(`The data cannot be published as it is:\n${problems}`);
        logger.info(
          'Data checked: every pinned id is still published, every new one is pinned, the changelog reads, and the nation ids and data version are what the data says',
        );
      },
    },
  };
}
