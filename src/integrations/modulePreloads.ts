/**
 * Each page's module scripts, with what they import listed beside them. The search script
 * imports a small helper shared with the islands; the browser found it only once the script had arrived,
 * one round trip later, and Lighthouse counted that chain in every page's LCP. After the build, each
 * `<script type="module" src>` gets a `<link rel="modulepreload">` for every module it imports, directly
 * or through another, so they are fetched together with it.
 *
 * A module fetched later (`import(…)`: a list builder section, a nation's cost table, the search UI) gets no
 * such list. Vite's helper appended a `<link rel="modulepreload">` to the page for every module the fetched
 * one imports, most of them loaded long before (some 25 for each list builder section), and those insertions
 * took 10 to 15 ms of a phone's main thread while the list builder drew. Without them, the few modules a
 * section adds are fetched once it has arrived, which on a page already loaded is at once.
 */
import type { AstroIntegration } from 'astro';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { filesUnder, htmlFilesUnder } from './builtFiles.ts';
import { importClosure, moduleGraphPlugin, writeModuleGraph, type ModuleGraph } from './moduleGraph.ts';

/** The page with a modulepreload before each module script for what it imports (none twice). */
export function withModulePreloads(html: string, graph: ModuleGraph): string {
  const listed = new Set([...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!));
  return html.replace(/<script type="module" src="(\/[^"]+)"[^>]*><\/script>/g, (tag, src: string) => {
    const links = importClosure(graph, src)
      .filter((p) => !listed.has(p))
      .map((p) => {
        listed.add(p);
        return `<link rel="modulepreload" href="${p}">`;
      });
    return `${links.join('')}${tag}`;
  });
}

/**
 * The built scripts (site paths) whose `import(…)` still preloads modules. Vite keeps one list of files per
 * script (`__vite__mapDeps`); a stylesheet in it is fine (the helper finds the page already links it).
 */
export function scriptsWithDynamicPreloads(scripts: readonly { path: string; code: string }[]): string[] {
  const listed = (code: string) => [...code.matchAll(/__vite__mapDeps=[^;]*?\[([^\]]*)\]/g)].flatMap((m) => m[1]!.split(','));
  return scripts.filter((s) => listed(s.code).some((file) => /\.js["'`]$/.test(file.trim()))).map((s) => s.path);
}

/** The browser build's setting; Astro sets its own `modulePreload` there, so it is given per environment. */
const noDynamicPreloads: Plugin = {
  name: 'great-war-tables:no-dynamic-preloads',
  configEnvironment: (name) => (name === 'client' ? { build: { modulePreload: false } } : undefined),
};

export function modulePreloads(): AstroIntegration {
  const moduleGraph = moduleGraphPlugin();
  return {
    name: 'great-war-tables:module-preloads',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({ vite: { plugins: [noDynamicPreloads, moduleGraph.plugin] } });
      },
      'astro:build:done': ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const scripts = filesUnder(root)
          .filter((f) => f.endsWith('.js'))
          .map((f) => ({ path: `/${f}`, code: readFileSync(join(root, f), 'utf8') }));
        const preloading = scriptsWithDynamicPreloads(scripts);
        if (preloading.length > 0) {
          throw new Error(
            `module preloads: ${preloading.join(', ')} still preload what an import(…) needs; see src/integrations/modulePreloads.ts`,
          );
        }
        const graph = moduleGraph.graph();
        writeModuleGraph(root, graph);
        let pages = 0;
        for (const file of htmlFilesUnder(root)) {
          const html = readFileSync(file, 'utf8');
          const next = withModulePreloads(html, graph);
          if (next !== html) {
            writeFileSync(file, next);
            pages++;
          }
        }
        logger.info(`module preloads added to ${pages} pages`);
      },
    },
  };
}
