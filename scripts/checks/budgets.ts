// Byte budgets, after the build: rule and table pages ship no framework JavaScript, and each
// calculator page's island JavaScript stays within its budget in budgets.json. Bytes are deterministic,
// so this is a test: exit 1 with one line per page over budget.
// Usage: node scripts/checks/budgets.ts [dist]
import { readFileSync } from 'node:fs';
import { BuiltSite, pagesOf } from './pageWeight.ts';
import { checkBudgets, type Budgets } from './budgetRules.ts';

const dir = process.argv[2] ?? 'dist';
const budgets = JSON.parse(readFileSync(new URL('../../budgets.json', import.meta.url), 'utf8')) as Budgets;
const site = new BuiltSite(dir);
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
