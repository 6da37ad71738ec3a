// The static file server for the built site (what `npm start` and the browser tests use), on sirv: a small,
// maintained server (it backs Vite's preview) that serves only the files found under the folder at start,
// so no request path can reach outside it, and that answers a malformed escape without crashing.
// Headers from the build's _headers file ("/*" block) are applied to every response, and text is gzipped for
// clients that ask (the `compression` middleware, Express's own), as any static host does: Lighthouse in
// `npm run bench` then weighs pages as a phone would receive them. A file with a `.gz` copy beside
// it is sent as that copy (sirv's `gzip`), as a host sends what it compressed at deploy time: the bench
// writes them, so compressing each response does not take the CPU from the browser it measures.
import compression from 'compression';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
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

/** A server for `root`: its files, the _headers on each, and its 404.html (status 404) for anything else. */
export function createSiteServer(root: string): Server {
  const headersFile = join(root, '_headers');
  const extra = existsSync(headersFile) ? globalHeaders(readFileSync(headersFile, 'utf8')) : {};
  const setExtra = (res: { setHeader: (name: string, value: string) => void }) => {
    for (const [name, value] of Object.entries(extra)) res.setHeader(name, value);
  };
  const notFoundFile = join(root, '404.html');
  const notFound = existsSync(notFoundFile) ? readFileSync(notFoundFile) : Buffer.from('Not found');
  const files = sirv(root, { dev: false, etag: true, gzip: true, extensions: ['html'], setHeaders: setExtra });
  const compress = compression();
  return createServer((req, res) => {
    compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () =>
      files(req, res, () => {
        setExtra(res);
        res.writeHead(404, { 'Content-Type': existsSync(notFoundFile) ? 'text/html; charset=utf-8' : 'text/plain' });
        res.end(notFound);
      }),
    );
  });
}
