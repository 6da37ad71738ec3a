/**
 * The service worker: after a first visit, every page, table, JSON file, the search and the
 * calculators work with no network. Bundled into dist/sw.js by src/integrations/offline.ts, which fixes
 * PRECACHE_VERSION: a new deploy is a new sw.js, so the browser installs it.
 *
 * - install: the whole build (precache-manifest.json) goes into a cache named for this version; files
 *   that are unchanged since the previous version are copied from its cache instead of downloaded.
 *   The worker activates only once every file is in (the test for "precache complete").
 * - activate: the previous versions' caches are deleted, and open pages are taken over.
 * - fetch: same-origin GETs are answered from the cache, by path (cacheKeyOf); anything else goes to
 *   the network; a page that is neither cached nor reachable gets the site's 404 page.
 */
import {
  MANIFEST_URL,
  cacheKeyOf,
  cacheNameFor,
  obsoleteCaches,
  readManifest,
  updatePlan,
  type PrecacheEntry,
  type PrecacheManifest,
} from '../lib/offline/precache.ts';

declare const PRECACHE_VERSION: string;

/** The few service-worker types used here (the project's TypeScript lib is the DOM's, not the worker's). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const CACHE = cacheNameFor(PRECACHE_VERSION);
/** Parallel downloads while installing: enough to fill a link, few enough for a phone. */
const PARALLEL = 6;

/** The complete previous cache with the most files in common, and its manifest (null on a first visit). */
async function previousCache(): Promise<{ cache: Cache; manifest: PrecacheManifest } | null> {
  for (const name of obsoleteCaches(await caches.keys(), PRECACHE_VERSION)) {
    const cache = await caches.open(name);
    const stored = await cache.match(MANIFEST_URL);
    const manifest = stored ? readManifest(await stored.json().catch(() => null)) : null;
    if (manifest) return { cache, manifest };
  }
  return null;
}

/** A response safe to replay for any request: a redirected response would be refused for a navigation. */
async function storable(response: Response): Promise<Response> {
  if (!response.redirected) return response;
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers: response.headers });
}

async function download(cache: Cache, entry: PrecacheEntry): Promise<void> {
  const response = await fetch(entry.url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Precache: ${entry.url} answered ${response.status}`);
  await cache.put(entry.url, await storable(response));
}

async function install(): Promise<void> {
  const response = await fetch(`${MANIFEST_URL}?v=${PRECACHE_VERSION}`, { cache: 'no-store' });
  const manifest = readManifest(await response.json());
  // A deploy landed between sw.js and the manifest: fail, and the browser tries again later.
  if (!manifest || manifest.version !== PRECACHE_VERSION) throw new Error('Precache: the manifest does not match this worker');
  const cache = await caches.open(CACHE);
  const previous = await previousCache();
  const plan = updatePlan(previous?.manifest ?? null, manifest);
  const queue: Array<() => Promise<void>> = [
    ...plan.reuse.map((entry) => async () => {
      const old = await previous!.cache.match(entry.url);
      await (old ? cache.put(entry.url, old) : download(cache, entry));
    }),
    ...plan.download.map((entry) => () => download(cache, entry)),
  ];
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      for (let job = queue.shift(); job; job = queue.shift()) await job();
    }),
  );
  // Written last: its presence marks the cache complete for the next version's update.
  await cache.put(MANIFEST_URL, new Response(JSON.stringify(manifest), { headers: { 'Content-Type': 'application/json' } }));
}

async function activate(): Promise<void> {
  await Promise.all(obsoleteCaches(await caches.keys(), PRECACHE_VERSION).map((name) => caches.delete(name)));
  await worker.clients.claim();
}

async function respond(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(cacheKeyOf(new URL(request.url).pathname));
  if (cached) return cached;
  try {
    return await fetch(request);
  } catch (error) {
    const notFound = request.mode === 'navigate' ? await cache.match('/404.html') : undefined;
    // The 404 page's content, with the status a missing page has (the cached copy was stored as a 200).
    if (notFound) return new Response(await notFound.blob(), { status: 404, statusText: 'Not Found', headers: notFound.headers });
    throw error;
  }
}

worker.addEventListener('install', (event) => event.waitUntil(install().then(() => worker.skipWaiting())));
worker.addEventListener('activate', (event) => event.waitUntil(activate()));
worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || new URL(request.url).origin !== worker.location.origin) return;
  event.respondWith(respond(request));
});
