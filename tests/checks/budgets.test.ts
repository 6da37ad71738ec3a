/** The page-weight reader and the byte budgets (scripts/bench), on a tiny built site made up here. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkBudgets, type Budgets } from '../../scripts/checks/budgetRules.ts';
import { BuiltSite, pagesOf } from '../../scripts/checks/pageWeight.ts';
import { writeModuleGraph } from '../../src/integrations/moduleGraph.ts';

/**
 * A built site: its files, and the module graph the build writes beside them (what each script imports at
 * once, and what it fetches later), by file name under _astro/.
 */
function site(files: Record<string, string>, imports: Record<string, { static?: string[]; dynamic?: string[] }>): string {
  const dir = mkdtempSync(join(tmpdir(), 'gwt-weight-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const path = (name: string) => `/_astro/${name}`;
  const graph = new Map(
    Object.entries(imports).map(([name, i]) => [path(name), { static: (i.static ?? []).map(path), dynamic: (i.dynamic ?? []).map(path) }]),
  );
  writeModuleGraph(dir, graph);
  return dir;
}

const island = (component: string) =>
  `<astro-island component-url="/_astro/${component}" renderer-url="/_astro/client.1.js" before-hydration-url="/_astro/bh.1.js"></astro-island>`;

const files = {
  'rules/a/index.html':
    '<link rel="stylesheet" href="/_astro/docs.css"><script type="module" src="/_astro/Search.1.js"></script><script>inline()</script><p>rule</p>',
  'calculators/x/index.html': `<link rel="stylesheet" href="/_astro/docs.css"><script type="module" src="/_astro/Search.1.js"></script>${island('X.1.js')}`,
  'rules/b/index.html': `<p>a rule page that should not hydrate anything</p>${island('X.1.js')}`,
  '_astro/docs.css': 'p{color:red}',
  '_astro/Search.1.js': 'const ui=()=>import(`./ui-core.1.js`);import"./shared.1.js";',
  '_astro/ui-core.1.js': 'export const search=1;',
  '_astro/shared.1.js': 'export const s=1;',
  '_astro/client.1.js': 'import{t}from"./react.1.js";export default t;',
  '_astro/react.1.js': 'export const t="react".repeat(500);',
  '_astro/bh.1.js': 'globalThis.x=1;',
  '_astro/X.1.js': 'import{t as e}from"./react.1.js";import{j}from"./jsx-runtime.1.js";import{d}from"./data.1.js";export default()=>d;',
  '_astro/jsx-runtime.1.js': 'export const j=1;',
  '_astro/data.1.js': `export const d=${JSON.stringify('x'.repeat(3000))};`,
};

const imports = {
  'Search.1.js': { static: ['shared.1.js'], dynamic: ['ui-core.1.js'] },
  'client.1.js': { static: ['react.1.js'] },
  'X.1.js': { static: ['react.1.js', 'jsx-runtime.1.js', 'data.1.js'] },
};

describe('page weight', () => {
  const dir = site(files, imports);
  const weights = new BuiltSite(dir);

  it('splits JavaScript into framework, island, search and shell', () => {
    const w = weights.pageWeight('/calculators/x/');
    expect(w.js.framework.files).toEqual(['/_astro/bh.1.js', '/_astro/client.1.js', '/_astro/jsx-runtime.1.js', '/_astro/react.1.js']);
    expect(w.js.island.files).toEqual(['/_astro/X.1.js', '/_astro/data.1.js']);
    expect(w.js.search.files).toEqual(['/_astro/ui-core.1.js']);
    expect(w.js.shell.files).toEqual(['/_astro/Search.1.js', '/_astro/shared.1.js']);
    expect(w.css.files).toEqual(['/_astro/docs.css']);
    expect(w.islands).toEqual(['X']);
  });

  it('finds no framework on a rule page, and counts inline script in the HTML', () => {
    const w = weights.pageWeight('/rules/a/');
    expect(w.js.framework.raw + w.js.island.raw).toBe(0);
    expect(w.inlineJs.raw).toBe('inline()'.length);
  });

  it('fails a rule page that hydrates an island, and a calculator over its budget', () => {
    const budgets: Budgets = {
      pagesWithCalculators: {},
      frameworkJsGzip: 10_000,
      islandJsGzip: { default: 10_000, '/calculators/x/': 20 },
    };
    const pages = pagesOf(dir, Object.keys(files));
    const report = checkBudgets(weights, pages, budgets);
    expect(report.problems).toHaveLength(2);
    expect(report.problems[0]).toContain('/calculators/x/: island JavaScript is');
    expect(report.problems[1]).toContain('/rules/b/ ships framework or island JavaScript');
    // Listed as embedding a calculator, with a big enough budget: kept.
    const kept = checkBudgets(weights, pages, {
      ...budgets,
      pagesWithCalculators: { '/rules/b/': 'by design' },
      islandJsGzip: { default: 10_000 },
    });
    expect(kept.problems).toEqual([]);
    expect(kept.calculatorPages).toBe(2);
  });

  it('counts what an island imports as it opens, not what it fetches on demand (lazy)', () => {
    const lazy = site(
      {
        'calc/index.html': island('Calc.1.js'),
        '_astro/Calc.1.js': 'import"./engine.1.js";const b=()=>import("./fileReader.1.js"),c=l(()=>import("./Results.1.js"));',
        '_astro/engine.1.js': 'import"./lineMath.1.js";export const e=1;',
        '_astro/lineMath.1.js': 'export const m=1;',
        '_astro/fileReader.1.js': 'export const zod=1;',
        '_astro/Results.1.js': 'export const r=1;',
      },
      {
        'Calc.1.js': { static: ['engine.1.js'], dynamic: ['fileReader.1.js', 'Results.1.js'] },
        'engine.1.js': { static: ['lineMath.1.js'] },
      },
    );
    const w = new BuiltSite(lazy).pageWeight('/calc/');
    expect(w.js.island.files).toEqual(['/_astro/Calc.1.js', '/_astro/engine.1.js', '/_astro/lineMath.1.js']);
  });
});
