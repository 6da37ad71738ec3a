/**
 * The checks of the built site in `npm test`, in one pass over its pages (each read once, through
 * BuiltSite): every internal link and anchor resolves (links.ts), and the byte budgets of budgets.json
 * hold: rule and table pages ship no framework JavaScript, and each page stays within its budget
 * (budgetRules.ts); every nation of the nations table is published (nations.ts); every file the docs name
 * exists (docFiles.ts); no run of the source's prose is on the site (sourceProse.ts). Bytes are deterministic, so these are tests: exit 1 with one line per problem.
 * The Content-Security-Policy is checked by the build itself (src/integrations/security.ts), which must
 * rewrite each page's policy anyway.
 * Usage: node scripts/checks/site.ts [dist]
 */
import { readFileSync } from 'node:fs';
import { BuiltSite, pagesOf } from './pageWeight.ts';
import { checkBudgets, type Budgets } from './budgetRules.ts';
import { checkLinks } from './links.ts';
import { checkNations } from './nations.ts';
import { checkDocFiles } from './docFiles.ts';
import { checkSourceProse, RUN_WORDS } from './sourceProse.ts';

const dir = process.argv[2] ?? 'dist';
const site = new BuiltSite(dir);

const links = checkLinks(site);
if (links.broken.length > 0) {
  console.error(links.broken.join('\n'));
  console.error(`\n${links.broken.length} broken link(s) out of ${links.checked} checked.`);
  process.exitCode = 1;
} else console.log(`Links: ${links.checked} internal links and anchors checked, none broken.\n`);

const budgets = JSON.parse(readFileSync(new URL('../../budgets.json', import.meta.url), 'utf8')) as Budgets;
const report = checkBudgets(site, pagesOf(dir), budgets);
for (const line of report.lines) console.log(line);
if (report.problems.length > 0) {
  console.error(`\n${report.problems.length} budget problem(s):`);
  for (const p of report.problems) console.error(`  ${p}`);
  process.exitCode = 1;
} else {
  console.log(
    `\nBudgets kept: ${report.checkedWithoutFramework} pages with no framework JavaScript, ${report.calculatorPages} calculator pages within their island budgets.`,
  );
}

const nations = checkNations(dir);
if (nations.problems.length > 0) {
  console.error(`\n${nations.problems.join('\n')}`);
  process.exitCode = 1;
} else console.log(`Nations: each of the ${nations.checked} nations of the nations table has its page and JSON copy.`);

const docs = checkDocFiles();
if (docs.problems.length > 0) {
  console.error(`\nFiles the docs name that do not exist:\n${docs.problems.map((p) => `  ${p}`).join('\n')}`);
  process.exitCode = 1;
} else console.log(`Docs: the ${docs.checked} files and folders the README, docs/ and budgets.json name all exist.`);

const prose = checkSourceProse(dir);
if (prose === null) console.log('Source prose: no source text beside the repository, so not compared.');
else if (prose.problems.length > 0) {
  console.error(
    `\nRuns of ${RUN_WORDS} words of the source's prose on the site (write them in our own words):\n${prose.problems.map((p) => `  ${p}`).join('\n')}`,
  );
  process.exitCode = 1;
} else
  console.log(`Source prose: none of the ${prose.checked} pages and JSON copies holds a run of ${RUN_WORDS} words of the source's prose.`);
