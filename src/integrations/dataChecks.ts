/**
 * Build-time guard for published data: the tables are parsed when the registry loads (a bad file
 * stops the build naming file, row and field), and here the published ids are held to their pins.
 */
import type { AstroIntegration } from 'astro';
import { readFileSync } from 'node:fs';
import { allTables } from '../lib/data/registry.ts';
import { pinProblems, publishedIds, type PinnedIds } from '../lib/data/pinning.ts';

export function dataChecks(): AstroIntegration {
  return {
    name: 'great-war-tables:data-checks',
    hooks: {
      'astro:build:start': () => {
        const pinned = JSON.parse(readFileSync(new URL('../content/pinned-ids.json', import.meta.url), 'utf8')) as PinnedIds;
        const problems = pinProblems(pinned, publishedIds(allTables));
        if (problems) throw new Error(problems);
      },
    },
  };
}
