/**
 * The offline precache: which built files the service worker keeps, under which cache name,
 * which request is answered by which entry, and what a new deploy downloads. Pure: the build
 * (src/integrations/offline.ts), the service worker (src/integrations/serviceWorker.ts) and the tests
 * share it.
 */

export interface PrecacheEntry {
  /** The address the site serves the file at: "/", "/gwsh/rules/encounter/", "/data/index.json". */
  url: string;
  /** Content hash (hex): an unchanged file keeps it from one deploy to the next. */
  hash: string;
  bytes: number;
}

export interface PrecacheManifest {
  /** Changes whenever any file's address or content changes: names the cache. */
  version: string;
  entries: PrecacheEntry[];
}

/** Where the manifest is published, and the key it is kept under in its cache once the cache is complete. */
export const MANIFEST_URL = '/precache-manifest.json';
export const CACHE_PREFIX = 'gwt-precache-';
export const cacheNameFor = (version: string) => `${CACHE_PREFIX}${version}`;

/** Files a static host reads or the service worker itself, never answered from the cache. */
const notPrecached = [/^_headers$/, /^_redirects$/, /^sw\.js$/, /^precache-manifest\.json$/, /\.map$/];

/** Whether a built file (a path relative to the output folder, "/"-separated) belongs in the precache. */
export const isPrecached = (path: string): boolean => !notPrecached.some((pattern) => pattern.test(path));

/** The address a built file is served at: folder indexes at their folder ("gwsh/index.html" → "/gwsh/"). */
export function urlOfFile(path: string): string {
  if (path === 'index.html') return '/';
  if (path.endsWith('/index.html')) return `/${path.slice(0, -'index.html'.length)}`;
  return `/${path}`;
}

/**
 * The precache key that answers a request's path, as a static host would: "/x/index.html" and "/x" are
 * the page "/x/" (the site's addresses end in "/"); the query string and fragment never matter (Pagefind
 * adds "?ts=…"). Paths with a file extension are kept as they are.
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

/** What installing `next` has to do, given the manifest of the cache it replaces (null on a first visit). */
export interface UpdatePlan {
  /** Unchanged files: copied from the previous cache, no download. */
  reuse: PrecacheEntry[];
  /** New or changed files: downloaded. */
  download: PrecacheEntry[];
  bytesToDownload: number;
}

export function updatePlan(previous: PrecacheManifest | null, next: PrecacheManifest): UpdatePlan {
  const before = new Map((previous?.entries ?? []).map((e) => [e.url, e.hash]));
  const reuse: PrecacheEntry[] = [];
  const download: PrecacheEntry[] = [];
  for (const entry of next.entries) (before.get(entry.url) === entry.hash ? reuse : download).push(entry);
  return { reuse, download, bytesToDownload: download.reduce((n, e) => n + e.bytes, 0) };
}

/** The precache caches to delete once `version` is active: every other one of ours; other caches are left alone. */
export const obsoleteCaches = (cacheNames: readonly string[], version: string): string[] =>
  cacheNames.filter((name) => name.startsWith(CACHE_PREFIX) && name !== cacheNameFor(version));

/** A manifest from its entries; `digest` hashes text to hex (sha-256 in the build). */
export function manifestOf(entries: readonly PrecacheEntry[], digest: (text: string) => string): PrecacheManifest {
  const sorted = [...entries].sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  const version = digest(sorted.map((e) => `${e.url} ${e.hash}`).join('\n')).slice(0, 16);
  return { version, entries: sorted };
}

/** Reads a manifest fetched from the network or the cache; null when it is not one. */
export function readManifest(json: unknown): PrecacheManifest | null {
  if (typeof json !== 'object' || json === null) return null;
  const { version, entries } = json as { version?: unknown; entries?: unknown };
  if (typeof version !== 'string' || !Array.isArray(entries)) return null;
  const ok = entries.every(
    (e: unknown) =>
      typeof e === 'object' &&
      e !== null &&
      typeof (e as PrecacheEntry).url === 'string' &&
      (e as PrecacheEntry).url.startsWith('/') &&
      typeof (e as PrecacheEntry).hash === 'string' &&
      typeof (e as PrecacheEntry).bytes === 'number',
  );
  return ok ? { version, entries: entries as PrecacheEntry[] } : null;
}
