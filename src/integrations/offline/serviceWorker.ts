/**
 * The service worker, built by Workbox: after a first visit every page, table, JSON file, the search and
 * the calculators work with no network. src/integrations/offline.ts bundles it into dist/sw.js and lets
 * workbox-build write the list of every built file with its revision in place of `self.__WB_MANIFEST`,
 * so a new deploy is a new sw.js; installing it downloads only the files whose revision changed.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { setCatchHandler, setDefaultHandler } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { cacheKeyOf } from './precacheUrls.ts';

declare const self: { __WB_MANIFEST: { url: string; revision: string | null }[]; skipWaiting(): Promise<void> };

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

// Anything not kept goes to the network; a page that is neither kept nor reachable gets the site's 404
// page, with the status a missing page has (the kept copy was stored as a 200).
setDefaultHandler(new NetworkOnly());
setCatchHandler(async ({ request }) => {
  const notFound = request.mode === 'navigate' ? await matchPrecache('/404.html') : undefined;
  return notFound
    ? new Response(await notFound.blob(), { status: 404, statusText: 'Not Found', headers: notFound.headers })
    : Response.error();
});
