/**
 * The service worker, built by Workbox: after a first visit every page, table, JSON file, the search and
 * the calculators work with no network. src/integrations/offline.ts bundles it into dist/sw.js and lets
 * workbox-build write the list of every built file with its revision in place of `self.__WB_MANIFEST`,
 * so a new deploy is a new sw.js; installing it downloads only the files whose revision changed.
 */
import { cacheNames, clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler, setDefaultHandler } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { cacheKeyOf, isBuiltModule, PREVIOUS_BUILD_CACHE } from './precacheUrls.ts';

declare const self: {
  __WB_MANIFEST: { url: string; revision: string | null }[];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: (event: Event & { waitUntil(done: Promise<unknown>): void }) => void): void;
};

/**
 * A tab opened before this deploy still runs the previous build, and fetches its parts on demand (a
 * nation's costs, a section of the list builder) by names this build no longer has. Before this worker's
 * list replaces the previous one, the previous build's modules are kept aside, and answered from there, so
 * such a tab goes on working until it is reloaded. One build back is kept; older ones are dropped.
 */
async function keepPreviousBuild(): Promise<void> {
  const previous = await caches.open(cacheNames.precache);
  await caches.delete(PREVIOUS_BUILD_CACHE);
  const kept = await caches.open(PREVIOUS_BUILD_CACHE);
  for (const request of await previous.keys()) {
    const url = new URL(request.url);
    if (!isBuiltModule(url.pathname)) continue;
    const response = await previous.match(request);
    if (response) await kept.put(url.origin + url.pathname, response);
  }
}
// Registered before Workbox's own install step, so the previous build is read before any of it is replaced.
self.addEventListener('install', (event) => event.waitUntil(keepPreviousBuild()));

// A new deploy's worker takes over open pages once its copy is complete (the page then tells the player
// when the table data changed: public/sw-register.js).
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

precacheAndRoute(self.__WB_MANIFEST, {
  // Pagefind adds "?ts=…" to its files; no query string changes what a file is.
  ignoreURLParametersMatching: [/.*/],
  urlManipulation: ({ url }) => [new URL(cacheKeyOf(url.pathname), url.origin)],
});

// A module of the previous build, asked for by a tab that still runs it.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isBuiltModule(url.pathname),
  async ({ request, url }) => (await caches.match(url.origin + url.pathname, { cacheName: PREVIOUS_BUILD_CACHE })) ?? fetch(request),
);

// Anything not kept goes to the network; a page that is neither kept nor reachable gets the site's 404
// page, with the status a missing page has (the kept copy was stored as a 200).
setDefaultHandler(new NetworkOnly());
setCatchHandler(async ({ request }) => {
  const notFound = request.mode === 'navigate' ? await matchPrecache('/404.html') : undefined;
  return notFound
    ? new Response(await notFound.blob(), { status: 404, statusText: 'Not Found', headers: notFound.headers })
    : Response.error();
});
