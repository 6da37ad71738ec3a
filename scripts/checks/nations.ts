/**
 * Every nation of the nations table (src/content/tables/gwsh/nations.json) has its troop-cost page and its
 * JSON copy in the built site, naming it: pages and copies come from the tables alone, so a nation added to
 * the table is published with no other change (tests/scripts/addNation.test.ts pins its ids).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NATIONS_TABLE_FILE, nationIdsOfTable } from '../../src/integrations/dataModules.ts';

/** One line per nation whose page or copy is missing or names another nation. */
export function checkNations(dir: string): { problems: string[]; checked: number } {
  const nations = nationIdsOfTable(readFileSync(NATIONS_TABLE_FILE, 'utf8'));
  if (!nations.ok) return { problems: [nations.message], checked: 0 };
  const problems: string[] = [];
  for (const id of nations.ids) {
    const page = join(dir, 'gwsh/troop-costs', id, 'index.html');
    if (!existsSync(page)) problems.push(`${id}: no troop-cost page at ${page}`);
    const copy = join(dir, 'data/gwsh', `troop-costs-${id}.json`);
    if (!existsSync(copy)) problems.push(`${id}: no JSON copy at ${copy}`);
    else if ((JSON.parse(readFileSync(copy, 'utf8')) as { nation?: unknown }).nation !== id)
      problems.push(`${id}: ${copy} names another nation`);
  }
  return { problems, checked: nations.ids.length };
}
