/**
 * Offline use, by Workbox: after the build (and after Starlight's Pagefind index), the service worker
 * (./offline/serviceWorker.ts) is bundled, and workbox-build writes into it the list of every built file
 * with its revision, as dist/sw.js. public/sw-register.js registers it from every page.
 */
import type { AstroIntegration } from 'astro';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { getManifest, injectManifest } from 'workbox-build';
import { NOT_PRECACHED, urlOfFile } from './offline/precacheUrls.ts';

/** What is kept, for workbox-build: every built file but NOT_PRECACHED, each at the address it is served at. */
const precacheOptions = (dir: string) => ({
  globDirectory: dir,
  globPatterns: ['**/*'],
  globIgnores: NOT_PRECACHED,
  // The search's WebAssembly and the largest pages are well over Workbox's default limit of 2 MiB a file.
  maximumFileSizeToCacheInBytes: 32 * 1024 * 1024,
  manifestTransforms: [
    (entries: { url: string; revision: string | null; size: number }[]) => ({
      manifest: entries.map((e) => ({ ...e, url: urlOfFile(e.url) })),
      warnings: [],
    }),
  ],
});

/** How many files the worker of a built site folder keeps, and their bytes. */
export async function precacheSize(dir: string): Promise<{ count: number; size: number }> {
  const { count, size } = await getManifest(precacheOptions(dir));
  return { count, size };
}

/** Every file the worker of a built site folder keeps, with its address and revision. */
export async function precacheEntries(dir: string): Promise<{ url: string; revision: string | null; size: number }[]> {
  const { manifestEntries } = await getManifest(precacheOptions(dir));
  return (manifestEntries ?? []) as { url: string; revision: string | null; size: number }[];
}

/** Writes sw.js into a built site folder; returns how many files it keeps and their bytes. */
export async function writeServiceWorker(dir: string): Promise<{ count: number; size: number }> {
  const work = mkdtempSync(join(tmpdir(), 'gwt-sw-'));
  try {
    const source = join(work, 'sw.js');
    await build({
      entryPoints: [fileURLToPath(new URL('./offline/serviceWorker.ts', import.meta.url))],
      outfile: source,
      bundle: true,
      format: 'iife',
      target: 'es2022',
      minify: true,
      legalComments: 'none',
      // Workbox's production build: no development logging.
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'warning',
    });
    const { count, size } = await injectManifest({ ...precacheOptions(dir), swSrc: source, swDest: join(dir, 'sw.js') });
    return { count, size };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export function offline(): AstroIntegration {
  return {
    name: 'great-war-tables:offline',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const { count, size } = await writeServiceWorker(fileURLToPath(dir));
        logger.info(`offline copy: ${count} files, ${(size / 1024 / 1024).toFixed(2)} MiB`);
      },
    },
  };
}
