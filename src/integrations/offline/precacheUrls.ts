/**
 * The addresses of the offline copy, shared by the build (src/integrations/offline.ts) and the service
 * worker (./serviceWorker.ts): which built files are kept, the address each is kept under, and which kept
 * address answers a request, as a static host would answer it.
 */

/** Files a static host reads, the worker itself, the module graph, source maps and compressed copies: never kept. */
export const NOT_PRECACHED = ['_headers', '_redirects', 'sw.js', '**/*.map', '**/*.gz'];

/** Where a new worker keeps the previous build's modules for tabs that still run it (./serviceWorker.ts). */
export const PREVIOUS_BUILD_CACHE = 'gwt-previous-build';

/** A script or stylesheet of the build: content-hashed names under /_astro/, never changed in place. */
export const isBuiltModule = (pathname: string): boolean => pathname.startsWith('/_astro/');

/** The address a built file is served at: folder indexes at their folder ("gwsh/index.html" → "/gwsh/"). */
export function urlOfFile(path: string): string {
  if (path === 'index.html') return '/';
  if (path.endsWith('/index.html')) return `/${path.slice(0, -'index.html'.length)}`;
  return `/${path}`;
}

/**
 * The kept address that answers a request's path, as a static host would: "/x/index.html" and "/x" are
 * the page "/x/" (the site's addresses end in "/"). Paths with a file extension are kept as they are.
 */
export function cacheKeyOf(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: look it up as given.
  }
  if (path.endsWith('/index.html')) return path.slice(0, -'index.html'.length);
  const last = path.slice(path.lastIndexOf('/') + 1);
  if (last !== '' && !last.includes('.')) return `${path}/`;
  return path;
}
