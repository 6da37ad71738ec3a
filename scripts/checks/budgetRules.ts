/**
 * The byte budgets of budgets.json, checked against a built site. Shared by
 * scripts/checks/site.ts (a test, after the build) and the benchmark (which prints them).
 */
import { pageBytes, type BuiltSite, type PageWeight } from './pageWeight.ts';

export interface Budgets {
  /** Pages (site paths) that embed a calculator by design, with why: they may ship framework JavaScript. */
  pagesWithCalculators: Record<string, string>;
  /** Gzip bytes of the framework JavaScript (React, React DOM and Astro's island runtime) a calculator page may load. */
  frameworkJsGzip: number;
  /** Gzip bytes of island JavaScript per calculator page; "default" for pages not listed. */
  islandJsGzip: Record<string, number>;
  /** Gzip bytes of everything a page loads before interaction (pageBytes), for the pages that stand for each page type. */
  pageBytesGzip?: Record<string, number>;
}

export interface BudgetReport {
  problems: string[];
  lines: string[];
  checkedWithoutFramework: number;
  calculatorPages: number;
}

export const isCalculatorPage = (page: string, budgets: Budgets) =>
  /\/calculators\/.+\/$/.test(page) || Object.hasOwn(budgets.pagesWithCalculators, page);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export function islandBudgetOf(page: string, budgets: Budgets): number {
  return budgets.islandJsGzip[page] ?? budgets.islandJsGzip.default ?? 0;
}

export function checkBudgets(site: BuiltSite, pages: readonly string[], budgets: Budgets): BudgetReport {
  const problems: string[] = [];
  const lines: string[] = [];
  let checkedWithoutFramework = 0;
  let calculatorPages = 0;
  for (const [page, budget] of Object.entries(budgets.pageBytesGzip ?? {})) {
    const bytes = pageBytes(site.pageWeight(page));
    lines.push(`${page.padEnd(40)} all bytes ${kb(bytes).padStart(10)} of ${kb(budget).padStart(10)}`);
    if (bytes > budget)
      problems.push(
        `${page}: HTML, CSS and JavaScript come to ${bytes} bytes gzip, over its budget of ${budget} (budgets.json "pageBytesGzip")`,
      );
  }
  for (const page of pages) {
    const weight: PageWeight = site.pageWeight(page);
    const { framework, island } = weight.js;
    if (!isCalculatorPage(page, budgets)) {
      checkedWithoutFramework += 1;
      if (framework.raw + island.raw > 0) {
        problems.push(
          `${page} ships framework or island JavaScript (${[...framework.files, ...island.files].join(', ')}): rule and table pages must not. ` +
            'If the page embeds a calculator by design, list it in budgets.json "pagesWithCalculators" with the reason.',
        );
      }
      continue;
    }
    if (weight.islands.length === 0) continue; // a calculators index page
    calculatorPages += 1;
    const budget = islandBudgetOf(page, budgets);
    lines.push(`${page.padEnd(40)} island ${kb(island.gzip).padStart(10)} of ${kb(budget).padStart(10)}   framework ${kb(framework.gzip)}`);
    if (island.gzip > budget) {
      problems.push(
        `${page}: island JavaScript is ${island.gzip} bytes gzip, over its budget of ${budget} (budgets.json "islandJsGzip"): ${island.files.join(', ')}`,
      );
    }
    if (framework.gzip > budgets.frameworkJsGzip) {
      problems.push(
        `${page}: framework JavaScript is ${framework.gzip} bytes gzip, over the budget of ${budgets.frameworkJsGzip} (budgets.json "frameworkJsGzip")`,
      );
    }
  }
  return { problems, lines, checkedWithoutFramework, calculatorPages };
}
