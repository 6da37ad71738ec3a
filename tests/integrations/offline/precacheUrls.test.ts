import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheKeyOf, urlOfFile } from '#src/integrations/offline/precacheUrls.ts';
import { precacheEntries } from '#src/integrations/offline.ts';

describe('which files, at which address', () => {
  it('keeps every built file but the host and worker files, each at the address it is served at', async () => {
    // A built site in miniature, read by workbox-build as the build reads dist/.
    const dir = mkdtempSync(join(tmpdir(), 'gwt-precache-'));
    const files = [
      'index.html',
      'gwsh/rules/encounter/index.html',
      '_astro/page.abc.js',
      'pagefind/wasm.en.pagefind',
      'data/index.json',
      '404.html',
      'sw-register.js',
      '_headers',
      '_redirects',
      'sw.js',
      '_astro/page.abc.js.map',
      'data/index.json.gz',
    ];
    try {
      for (const f of files) {
        mkdirSync(dirname(join(dir, f)), { recursive: true });
        writeFileSync(join(dir, f), f);
      }
      const kept = await precacheEntries(dir);
      expect(kept.map((e) => e.url).sort()).toEqual(
        [
          '/',
          '/gwsh/rules/encounter/',
          '/_astro/page.abc.js',
          '/pagefind/wasm.en.pagefind',
          '/data/index.json',
          '/404.html',
          '/sw-register.js',
        ].sort(),
      );
      // Each file's revision is a hash of its content: an unchanged file is not downloaded again.
      expect(new Set(kept.map((e) => e.revision)).size).toBe(kept.length);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('serves folder indexes at their folder', () => {
    expect(urlOfFile('index.html')).toBe('/');
    expect(urlOfFile('gwsh/rules/encounter/index.html')).toBe('/gwsh/rules/encounter/');
    expect(urlOfFile('data/gwsh/aircraft.json')).toBe('/data/gwsh/aircraft.json');
    expect(urlOfFile('404.html')).toBe('/404.html');
  });

  it('answers a request as a static host would', () => {
    expect(cacheKeyOf('/')).toBe('/');
    expect(cacheKeyOf('/gwsh/rules/encounter/')).toBe('/gwsh/rules/encounter/');
    expect(cacheKeyOf('/gwsh/rules/encounter')).toBe('/gwsh/rules/encounter/');
    expect(cacheKeyOf('/gwsh/rules/encounter/index.html')).toBe('/gwsh/rules/encounter/');
    expect(cacheKeyOf('/index.html')).toBe('/');
    expect(cacheKeyOf('/pagefind/pagefind-entry.json')).toBe('/pagefind/pagefind-entry.json');
    expect(cacheKeyOf('/1916/setup/lulls')).toBe('/1916/setup/lulls/');
    expect(cacheKeyOf('/a%20b/')).toBe('/a b/');
    expect(cacheKeyOf('/bad%E0%A4%A/')).toBe('/bad%E0%A4%A/');
  });
});
