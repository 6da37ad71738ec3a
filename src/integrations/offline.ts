/**
 * Offline use: after the build (and after Starlight's Pagefind index), lists every built file
 * with its content hash in dist/precache-manifest.json and bundles the service worker into dist/sw.js
 * with the manifest's version. public/sw-register.js registers it from every page.
 */
import type { AstroIntegration } from 'astro';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { filesUnder } from './builtFiles.ts';
import { MANIFEST_URL, isPrecached, manifestOf, urlOfFile, type PrecacheManifest } from '../lib/offline/precache.ts';

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** The manifest of a built site folder. */
export function precacheManifest(dir: string): PrecacheManifest {
  const entries = filesUnder(dir)
    .filter(isPrecached)
    .map((path) => {
      const content = readFileSync(join(dir, path));
      return { url: urlOfFile(path), hash: sha256(content).slice(0, 16), bytes: content.length };
    });
  return manifestOf(entries, sha256);
}

/** Writes precache-manifest.json and sw.js into a built site folder; returns the manifest. */
export async function writePrecache(dir: string): Promise<PrecacheManifest> {
  const manifest = precacheManifest(dir);
  writeFileSync(join(dir, MANIFEST_URL), `${JSON.stringify(manifest)}\n`);
  await build({
    entryPoints: [fileURLToPath(new URL('./serviceWorker.ts', import.meta.url))],
    outfile: join(dir, 'sw.js'),
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    define: { PRECACHE_VERSION: JSON.stringify(manifest.version) },
    logLevel: 'warning',
  });
  return manifest;
}

export function offline(): AstroIntegration {
  return {
    name: 'great-war-tables:offline',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const manifest = await writePrecache(fileURLToPath(dir));
        const bytes = manifest.entries.reduce((n, e) => n + e.bytes, 0);
        logger.info(`precache ${manifest.version}: ${manifest.entries.length} files, ${(bytes / 1024 / 1024).toFixed(2)} MiB`);
      },
    },
  };
}
