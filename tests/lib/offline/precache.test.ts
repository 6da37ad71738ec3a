import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  cacheKeyOf,
  cacheNameFor,
  isPrecached,
  manifestOf,
  obsoleteCaches,
  readManifest,
  updatePlan,
  urlOfFile,
  type PrecacheManifest,
} from '../../../src/lib/offline/precache.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const entry = (url: string, hash: string, bytes = 10) => ({ url, hash, bytes });

describe('which files, at which address', () => {
  it('keeps every built file but the host and worker files', () => {
    for (const path of [
      'index.html',
      'gwsh/rules/encounter/index.html',
      '_astro/page.abc.js',
      'pagefind/wasm.en.pagefind',
      'data/index.json',
      '404.html',
      'sw-register.js',
    ]) {
      expect(isPrecached(path), path).toBe(true);
    }
    for (const path of ['_headers', '_redirects', 'sw.js', 'precache-manifest.json', '_astro/page.abc.js.map']) {
      expect(isPrecached(path), path).toBe(false);
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

describe('versions and updates', () => {
  const a: PrecacheManifest = manifestOf([entry('/b/', '2'), entry('/', '1'), entry('/x.js', '3', 500)], sha256);

  it('sorts the entries and names the version after every address and content', () => {
    expect(a.entries.map((e) => e.url)).toEqual(['/', '/b/', '/x.js']);
    expect(a.version).toMatch(/^[0-9a-f]{16}$/);
    // Same files in another order: same version. One content changed: a new version.
    expect(manifestOf([entry('/x.js', '3', 500), entry('/', '1'), entry('/b/', '2')], sha256).version).toBe(a.version);
    expect(manifestOf([entry('/', '1'), entry('/b/', '2'), entry('/x.js', '4', 500)], sha256).version).not.toBe(a.version);
  });

  it('a first visit downloads everything', () => {
    const plan = updatePlan(null, a);
    expect(plan.reuse).toEqual([]);
    expect(plan.download.map((e) => e.url)).toEqual(['/', '/b/', '/x.js']);
    expect(plan.bytesToDownload).toBe(520);
  });

  it('an update downloads only new and changed files and copies the rest', () => {
    const b = manifestOf([entry('/', '1'), entry('/b/', '2b'), entry('/new/', '9', 7)], sha256);
    const plan = updatePlan(a, b);
    expect(plan.reuse.map((e) => e.url)).toEqual(['/']);
    expect(plan.download.map((e) => e.url)).toEqual(['/b/', '/new/']);
    expect(plan.bytesToDownload).toBe(17);
  });

  it('deletes every other precache once the new one is active, and no one else’s caches', () => {
    const names = [cacheNameFor('old1'), cacheNameFor('new'), 'someone-else', cacheNameFor('old2')];
    expect(obsoleteCaches(names, 'new')).toEqual([cacheNameFor('old1'), cacheNameFor('old2')]);
    expect(obsoleteCaches([cacheNameFor('new')], 'new')).toEqual([]);
  });

  it('reads a stored manifest, and nothing else', () => {
    expect(readManifest(JSON.parse(JSON.stringify(a)))).toEqual(a);
    for (const bad of [
      null,
      'x',
      {},
      { version: 1, entries: [] },
      { version: 'v', entries: [{ url: 'x', hash: 'h', bytes: 1 }] },
      { version: 'v', entries: [{ url: '/', hash: 1, bytes: 1 }] },
    ]) {
      expect(readManifest(bad)).toBeNull();
    }
  });
});
