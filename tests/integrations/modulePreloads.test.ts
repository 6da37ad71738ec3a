/** Module preloads: what a page's module scripts import is fetched with them, not a round trip later. */
import { describe, expect, it } from 'vitest';
import { importClosure, scriptsWithDynamicPreloads, withModulePreloads } from '../../src/integrations/modulePreloads.ts';

// A built site in miniature: the search script imports the helper, which imports a shared chunk; the
// search also loads the search UI with import(…), which must not be preloaded with the page.
const files: Record<string, string> = {
  '/_astro/Search.js': 'const __vite__mapDeps=()=>[];\nimport{t as e}from"./preload-helper.js";e(()=>import(`./ui-core.js`));',
  '/_astro/preload-helper.js': 'import"./shared.js";var t=1;export{t};',
  '/_astro/shared.js': 'export const s=1;',
  '/_astro/ui-core.js': 'export const PagefindUI=1;',
  '/_astro/toc.js': 'import{s}from"./shared.js";',
};
const read = (path: string) => files[path] ?? null;

describe('module preloads', () => {
  it('follows imports through other modules, once each, and skips files that do not exist', () => {
    expect(importClosure('/_astro/Search.js', read)).toEqual(['/_astro/preload-helper.js', '/_astro/shared.js']);
    expect(importClosure('/_astro/Search.js', (p) => (p === '/_astro/shared.js' ? null : read(p)))).toEqual(['/_astro/preload-helper.js']);
  });

  it('puts a preload before each module script for what it imports, none twice on a page', () => {
    const html =
      '<head><script type="module" src="/_astro/Search.js"></script></head><body><script type="module" src="/_astro/toc.js"></script></body>';
    expect(withModulePreloads(html, read)).toBe(
      '<head><link rel="modulepreload" href="/_astro/preload-helper.js"><link rel="modulepreload" href="/_astro/shared.js">' +
        '<script type="module" src="/_astro/Search.js"></script></head><body><script type="module" src="/_astro/toc.js"></script></body>',
    );
    // Inline module scripts and pages without module scripts are left as they are.
    expect(withModulePreloads('<script type="module">import "./x.js"</script>', read)).toBe(
      '<script type="module">import "./x.js"</script>',
    );
  });

  it('finds a built script whose import(…) still preloads modules, not one that preloads only a stylesheet', () => {
    const mapDeps = (files: string[]) =>
      `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=[${files.map((f) => `"${f}"`).join(',')}])))=>i.map(i=>d[i]);`;
    const built = [
      { path: '/_astro/ListBuilder.js', code: 'const RuleCheck=lazy(()=>import(`./RuleCheck.js`));' },
      {
        path: '/_astro/CheckLists.js',
        code: `${mapDeps(['_astro/CheckResults.js', '_astro/costList.js'])}e(()=>import(\`./CheckResults.js\`),__vite__mapDeps([0,1]))`,
      },
      {
        path: '/_astro/ListBuilderIsland.js',
        code: `${mapDeps(['_astro/listBuilder.css'])}e(()=>import(\`./ListBuilder.js\`),__vite__mapDeps([0]))`,
      },
    ];
    expect(scriptsWithDynamicPreloads(built)).toEqual(['/_astro/CheckLists.js']);
  });
});
