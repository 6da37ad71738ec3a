/**
 * The built site as the engine tests see it: served from dist/ by the site's own server
 * (scripts/siteServer.ts), with one addition to every page, a first script that records the page's uncaught
 * errors in the tab's session storage (pages cannot be watched for errors over WebDriver classic, which WebKit
 * speaks). It stands before the page's Content-Security-Policy, which governs only what follows it, and it is
 * inside the page, so the offline copy keeps it with the page.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { join } from 'node:path';
import { createSiteServer } from '../../scripts/siteServer.ts';

export const ERRORS_KEY = 'gwt-engine-errors';

/**
 * Records each uncaught error and unhandled rejection, with the page it happened on; not those of a page being
 * left (WebKit rejects the imports a page still has under way when another is asked for), which no player sees.
 */
const probe = `(() => {
  let leaving = false;
  addEventListener('beforeunload', () => (leaving = true));
  addEventListener('pagehide', () => (leaving = true));
  addEventListener('pageshow', () => (leaving = false));
  const record = (message) => {
    if (leaving) return;
    try {
      const seen = JSON.parse(sessionStorage.getItem(${JSON.stringify(ERRORS_KEY)}) || '[]');
      seen.push(location.pathname + ': ' + message);
      sessionStorage.setItem(${JSON.stringify(ERRORS_KEY)}, JSON.stringify(seen));
    } catch {}
  };
  addEventListener('error', (e) => record(String(e.message || e.error)));
  addEventListener('unhandledrejection', (e) => record('unhandled rejection: ' + String(e.reason && (e.reason.message || e.reason))));
})();`;

/** In the page: the errors the probe recorded since the last call, which are then forgotten. */
export function drainErrors(key: string): string[] {
  const seen = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
  sessionStorage.removeItem(key);
  return seen;
}

/** The page file a path names, if it is a page of the build ("/gwsh/" → "gwsh/index.html"). */
function pageFile(root: string, pathname: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (path.includes('..')) return null;
  const file = path.endsWith('/') ? join(root, path, 'index.html') : path.endsWith('.html') ? join(root, path) : null;
  return file && existsSync(file) ? file : null;
}

export interface EngineSite {
  readonly origin: string;
  /** Takes the network away: the server stops and drops every open connection. */
  stop(): Promise<void>;
}

export async function serveSite(root = process.env.SITE_DIR ?? 'dist'): Promise<EngineSite> {
  const site = createSiteServer(root);
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const file = req.method === 'GET' ? pageFile(root, url.pathname) : null;
    if (!file) return site.emit('request', req, res);
    const html = readFileSync(file, 'utf8').replace(/<head>/i, `<head><script>${probe}</script>`);
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end(html);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
}
