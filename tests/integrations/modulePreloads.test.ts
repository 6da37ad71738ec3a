/** Module preloads: what a page's module scripts import is fetched with them, not a round trip later. */
import { describe, expect, it } from 'vitest';
import { scriptsWithDynamicPreloads, withModulePreloads } from '../../src/integrations/modulePreloads.ts';
import { graphOfBundle, importClosure } from '../../src/integrations/moduleGraph.ts';

// A browser bundle in miniature, as Rollup describes it: the search script imports the helper, which imports
// a shared chunk; the search also loads the search UI with import(…), which must not be preloaded with the
// page. A stylesheet is no script.
const chunk = (fileName: string, imports: string[] = [], dynamicImports: string[] = []) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  dynamicImports,
});
const graph = graphOfBundle({
  a: chunk('_astro/Search.js', ['_astro/preload-helper.js'], ['_astro/ui-core.js']),
  b: chunk('_astro/preload-helper.js', ['_astro/shared.js']),
  c: chunk('_astro/shared.js', ['_astro/x.css']),
  d: { type: 'asset', fileName: '_astro/x.css' },
  e: chunk('_astro/ui-core.js'),
  f: chunk('_astro/toc.js', ['_astro/shared.js']),
});

describe('module graph', () => {
  it('names each script by its site path, with what it imports at once and what it fetches later', () => {
    expect(graph.get('/_astro/Search.js')).toEqual({ static: ['/_astro/preload-helper.js'], dynamic: ['/_astro/ui-core.js'] });
    expect(graph.get('/_astro/shared.js')).toEqual({ static: [], dynamic: [] });
    expect(graph.has('/_astro/x.css')).toBe(false);
  });

  it('follows imports through other modules, once each, and not into what is fetched later', () => {
    expect(importClosure(graph, '/_astro/Search.js')).toEqual(['/_astro/preload-helper.js', '/_astro/shared.js']);
    expect(importClosure(graph, '/sw-register.js')).toEqual([]);
  });
});

describe('module preloads', () => {
  it('puts a preload before each module script for what it imports, none twice on a page', () => {
    const html =
      '<head><script type="module" src="/_astro/Search.js"></script></head><body><script type="module" src="/_astro/toc.js"></script></body>';
    expect(withModulePreloads(html, graph)).toBe(
      '<head><link rel="modulepreload" href="/_astro/preload-helper.js"><link rel="modulepreload" href="/_astro/shared.js">' +
        '<script type="module" src="/_astro/Search.js"></script></head><body><script type="module" src="/_astro/toc.js"></script></body>',
    );
    // Inline module scripts and pages without module scripts are left as they are.
    expect(withModulePreloads('<script type="module">import "./x.js"</script>', graph)).toBe(
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
