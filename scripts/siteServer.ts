// The static file server for the built site (what `npm start` and the browser tests use), on sirv: a small,
// maintained server (it backs Vite's preview) that serves only the files found under the folder at start,
// so no request path can reach outside it, and that answers a malformed escape without crashing.
// Headers from the build's _headers file ("/*" block) are applied to every response, and text is gzipped for
// clients that ask (the `compression` middleware, Express's own), as any static host does: Lighthouse in
// `npm run bench` then weighs pages as a phone would receive them. A file with a `.gz` copy beside
// it is sent as that copy (sirv's `gzip`), as a host sends what it compressed at deploy time: the bench
// writes them, so compressing each response does not take the CPU from the browser it measures.
import compression from 'compression';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';

/** Global headers from a Netlify/Cloudflare-style _headers file (only the "/*" block). */
export function globalHeaders(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inGlobal = false;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) inGlobal = line.trim() === '/*';
    else if (inGlobal && line.includes(':')) {
      const i = line.indexOf(':');
      headers[line.slice(0, i).trim()] = line.slice(i + 1).trim();
    }
  }
  return headers;
}

/** What a server answers for one build of `root`: its files, the _headers on each, its 404.html for anything else. */
function buildHandler(root: string) {
  const headersFile = join(root, '_headers');
  const extra = existsSync(headersFile) ? globalHeaders(readFileSync(headersFile, 'utf8')) : {};
  const setExtra = (res: { setHeader: (name: string, value: string) => void }) => {
    for (const [name, value] of Object.entries(extra)) res.setHeader(name, value);
  };
  const notFoundFile = join(root, '404.html');
  const notFound = existsSync(notFoundFile) ? readFileSync(notFoundFile) : Buffer.from('Not found');
  const files = sirv(root, { dev: false, etag: true, gzip: true, extensions: ['html'], setHeaders: setExtra });
  return (req: IncomingMessage, res: ServerResponse) =>
    files(req, res, () => {
      setExtra(res);
      res.writeHead(404, { 'Content-Type': existsSync(notFoundFile) ? 'text/html; charset=utf-8' : 'text/plain' });
      res.end(notFound);
    });
}

/** The build in `root` now: its folder's identity, which `npm run build` changes when it puts a new build in place. */
function buildStamp(root: string): string | null {
  try {
    const stat = statSync(root);
    return `${stat.ino}:${stat.mtimeMs}`;
  } catch {
    return null;
  }
}

/**
 * A server for `root`. A rebuild (scripts/build.ts) replaces the folder: the next request finds the new
 * files, and while no build is in place (the instant between two renames, or a first build) the answer is a
 * short "rebuilding" page.
 */
export function createSiteServer(root: string): Server {
  const compress = compression();
  let current: { stamp: string; handle: ReturnType<typeof buildHandler> } | null = null;
  return createServer((req, res) => {
    const stamp = buildStamp(root);
    if (stamp === null) {
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '2' });
      res.end('The site is being rebuilt; reload in a moment.\n');
      return;
    }
    if (current?.stamp !== stamp) current = { stamp, handle: buildHandler(root) };
    const { handle } = current;
    compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => handle(req, res));
  });
}
