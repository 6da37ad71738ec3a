// A small static file server for the built site: what any static host does, on 127.0.0.1 only.
// Usage: node scripts/serve.ts [dir] [port]. Headers from public/_headers are applied when present.
import { createServer } from 'node:http';
import { readFileSync, existsSync, statSync } from 'node:fs';
import { join, extname, normalize } from 'node:path';

const root = process.argv[2] ?? 'dist';
const port = Number(process.argv[3] ?? 4321);
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
};

/** Global headers from a Netlify/Cloudflare-style _headers file (only the "/*" block). */
function globalHeaders(): Record<string, string> {
  const file = join(root, '_headers');
  if (!existsSync(file)) return {};
  const headers: Record<string, string> = {};
  let inGlobal = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) inGlobal = line.trim() === '/*';
    else if (inGlobal) {
      const i = line.indexOf(':');
      headers[line.slice(0, i).trim()] = line.slice(i + 1).trim();
    }
  }
  return headers;
}
const extra = globalHeaders();

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let path = normalize(join(root, decodeURIComponent(url.pathname)));
  if (!path.startsWith(normalize(root))) {
    res.writeHead(403).end();
    return;
  }
  try {
    if (existsSync(path) && statSync(path).isDirectory()) path = join(path, 'index.html');
    const found = existsSync(path);
    const file = found ? path : join(root, '404.html');
    const body = existsSync(file) ? readFileSync(file) : 'Not found';
    res.writeHead(found ? 200 : 404, { 'Content-Type': types[extname(file)] ?? 'text/plain', ...extra });
    res.end(body);
  } catch (e) {
    // A file that vanished mid-request (e.g. during a rebuild) is an error for this request only.
    res.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(e));
  }
}).listen(port, '127.0.0.1', () => console.log(`Serving ${root} at http://127.0.0.1:${port}/`));
