/**
 * Each page's module scripts, with what they import listed beside them (issue 12). The search script
 * imports a small helper shared with the islands; the browser found it only once the script had arrived,
 * one round trip later, and Lighthouse counted that chain in every page's LCP. After the build, each
 * `<script type="module" src>` gets a `<link rel="modulepreload">` for every module it imports, directly
 * or through another, so they are fetched together with it.
 */
import type { AstroIntegration } from 'astro';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlFilesUnder } from './builtFiles.ts';

/** The modules a built script imports statically (`import{a}from"./x.js"`, `import"./y.js"`), not `import(…)`. */
export function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:^|[;\n])\s*import\s*(?:[^"'`();]*?from\s*)?["']([^"']+)["']/g)].map((m) => m[1]!);
}

/** Every module a script at site path `src` imports, directly or not; `read` gives a script's code by path. */
export function importClosure(src: string, read: (path: string) => string | null): string[] {
  const seen = new Set<string>([src]);
  const queue = [src];
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    const code = read(path);
    if (code === null) continue;
    for (const spec of staticImports(code)) {
      const target = new URL(spec, `https://site${path}`).pathname;
      if (!seen.has(target) && read(target) !== null) seen.add(target), queue.push(target);
    }
  }
  return [...seen].filter((p) => p !== src);
}

/** The page with a modulepreload before each module script for what it imports (none twice). */
export function withModulePreloads(html: string, read: (path: string) => string | null): string {
  const listed = new Set([...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!));
  return html.replace(/<script type="module" src="(\/[^"]+)"[^>]*><\/script>/g, (tag, src: string) => {
    const links = importClosure(src, read).filter((p) => !listed.has(p)).map((p) => (listed.add(p), `<link rel="modulepreload" href="${p}">`));
    return `${links.join('')}${tag}`;
  });
}

export function modulePreloads(): AstroIntegration {
  return {
    name: 'great-war-tables:module-preloads',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const cache = new Map<string, string | null>();
        const read = (path: string) => {
          if (!cache.has(path)) cache.set(path, existsSync(join(root, path)) ? readFileSync(join(root, path), 'utf8') : null);
          return cache.get(path)!;
        };
        let pages = 0;
        for (const file of htmlFilesUnder(root)) {
          const html = readFileSync(file, 'utf8');
          const next = withModulePreloads(html, read);
          if (next !== html) writeFileSync(file, next), pages++;
        }
        logger.info(`module preloads added to ${pages} pages`);
      },
    },
  };
}
