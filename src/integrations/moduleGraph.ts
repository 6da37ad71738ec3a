/**
 * The module graph of the browser build, from Rollup's own bundle: for each built script, the scripts it
 * loads with it and the ones it fetches later with `import(…)`. Written beside the built folder, never in
 * it (so it is not deployed): dist's is .dist.module-graph.json (Astro turns Vite's own build manifest
 * off). The module preloads
 * (modulePreloads.ts), the byte budgets and the benchmark (scripts/checks/pageWeight.ts) read imports from
 * it, never from the minified code.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Where the graph of the site built in `dir` is written: a hidden file beside that folder. */
export const moduleGraphFile = (dir: string): string => join(dirname(resolve(dir)), `.${basename(resolve(dir))}.module-graph.json`);

/** A chunk as Rollup's bundle describes it (the fields used here). */
interface BundleChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  imports?: readonly string[];
  dynamicImports?: readonly string[];
}

/** Built scripts by site path ("/_astro/x.js"): what each imports at once, and what it fetches later. */
export type ModuleGraph = ReadonlyMap<string, { static: readonly string[]; dynamic: readonly string[] }>;

/** The graph of a Rollup bundle, whose chunks name each other by file name. */
export function graphOfBundle(bundle: Readonly<Record<string, BundleChunk>>): ModuleGraph {
  const scripts = (files: readonly string[] = []) => files.filter((f) => f.endsWith('.js')).map((f) => `/${f}`);
  return new Map(
    Object.values(bundle)
      .filter((chunk) => chunk.type === 'chunk')
      .map((chunk) => [`/${chunk.fileName}`, { static: scripts(chunk.imports), dynamic: scripts(chunk.dynamicImports) }]),
  );
}

/** The graph of a built site folder; empty when the build wrote none (a site with no scripts). */
export function readModuleGraph(dir: string): ModuleGraph {
  const file = moduleGraphFile(dir);
  if (!existsSync(file)) return new Map();
  return new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, { static: string[]; dynamic: string[] }>));
}

/** Every script `src` loads with it, directly or through another, not counting itself. */
export function importClosure(graph: ModuleGraph, src: string): string[] {
  const seen = new Set<string>([src]);
  const queue = [src];
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    for (const next of graph.get(path)?.static ?? []) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return [...seen].filter((p) => p !== src);
}

/**
 * Collects the browser build's graph from its bundle (the server build's modules never reach a page);
 * `graph()` gives it once the bundle is written. Astro copies only the browser's own files into the site,
 * so the graph is kept here and written by the step that needs it (modulePreloads.ts).
 */
export function moduleGraphPlugin(): { plugin: Plugin; graph: () => ModuleGraph } {
  let graph: ModuleGraph = new Map();
  const plugin: Plugin = {
    name: 'great-war-tables:module-graph',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      graph = graphOfBundle(bundle as unknown as Record<string, BundleChunk>);
    },
  };
  return { plugin, graph: () => graph };
}

/** Writes a graph beside a built site, for the steps that run after the build (budgets, bench). */
export function writeModuleGraph(dir: string, graph: ModuleGraph): void {
  mkdirSync(dirname(moduleGraphFile(dir)), { recursive: true });
  writeFileSync(moduleGraphFile(dir), `${JSON.stringify(Object.fromEntries(graph))}\n`);
}

/**
 * The graph written beside a build and nothing else, for a site that needs no preloads: the benchmark's
 * plain Starlight sites, whose bytes are then counted the way ours are.
 */
export function moduleGraphOnly(): AstroIntegration {
  const moduleGraph = moduleGraphPlugin();
  return {
    name: 'great-war-tables:module-graph',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => void updateConfig({ vite: { plugins: [moduleGraph.plugin] } }),
      'astro:build:done': ({ dir }) => writeModuleGraph(fileURLToPath(dir), moduleGraph.graph()),
    },
  };
}
