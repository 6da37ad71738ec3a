/** The static server of `npm start` and the browser tests: bad requests answered, never a crash or a leak. */
import { mkdirSync, mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer, globalHeaders } from '../../scripts/siteServer.ts';
import { replaceBuild } from '../../scripts/replaceBuild.ts';

const base = mkdtempSync(join(tmpdir(), 'site-'));
const root = join(base, 'dist');
mkdirSync(join(root, 'gwsh'), { recursive: true });
mkdirSync(join(base, 'dist-secret'));
writeFileSync(join(root, 'index.html'), '<h1>home</h1>');
writeFileSync(join(root, 'gwsh', 'index.html'), '<h1>gwsh</h1>');
// 2,000 repeated characters: well over compression's 1 KiB threshold, and gzip shrinks them to a few dozen bytes.
writeFileSync(join(root, 'long.html'), `<p>${'x'.repeat(2000)}</p>`);
writeFileSync(join(root, '404.html'), '<h1>404</h1>');
writeFileSync(
  join(root, '_headers'),
  '/*\n  X-Frame-Options: DENY\n  Referrer-Policy: no-referrer\n/data/*\n  Access-Control-Allow-Origin: *\n',
);
writeFileSync(join(base, 'dist-secret', 'x.txt'), 'secret');

const server = createSiteServer(root);
let port = 0;
beforeAll(
  () =>
    new Promise<void>((done) =>
      server.listen(0, '127.0.0.1', () => {
        port = (server.address() as AddressInfo).port;
        done();
      }),
    ),
);
afterAll(() => new Promise<void>((done) => server.close(() => done())));

/** A raw GET: the path is sent exactly as given, as a hostile client would. */
const get = (path: string, headers: Record<string, string> = {}) => getFrom(port, path, headers);

function getFrom(
  at: number,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; bytes: Buffer; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: at, path, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: res.statusCode!, body: bytes.toString('utf8'), bytes, headers: res.headers });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the site server', () => {
  it('serves pages with the _headers of the "/*" block', async () => {
    const home = await get('/');
    expect([home.status, home.body]).toEqual([200, '<h1>home</h1>']);
    expect(home.headers['x-frame-options']).toBe('DENY');
    expect((await get('/gwsh/')).body).toBe('<h1>gwsh</h1>');
    expect(globalHeaders('/*\n  A: 1\n/x\n  B: 2\n')).toEqual({ A: '1' });
  });

  it('gzips text for a client that asks, as a static host does', async () => {
    const plain = await get('/long.html');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.length).toBe(2007); // "<p>" + 2,000 × "x" + "</p>"
    const zipped = await get('/long.html', { 'Accept-Encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.bytes.length).toBeLessThan(100);
    expect(gunzipSync(zipped.bytes).toString('utf8')).toBe(plain.body);
    expect(zipped.headers['x-frame-options']).toBe('DENY');
  });

  it('answers a malformed escape without crashing, and keeps serving', async () => {
    const bad = await get('/%E0%A4%A');
    expect([400, 404]).toContain(bad.status);
    expect((await get('/')).status).toBe(200);
  });

  it('never serves a file outside the folder, however the path is written', async () => {
    for (const path of ['/..%2fdist-secret/x.txt', '/../dist-secret/x.txt', '/%2e%2e/dist-secret/x.txt', '/..%5cdist-secret%5cx.txt']) {
      const r = await get(path);
      expect(r.body).not.toContain('secret');
      expect(r.status).toBe(404);
    }
    expect((await get('/')).status).toBe(200);
  });

  it('answers an unknown address with the 404 page and status 404', async () => {
    const r = await get('/no-such-page/');
    expect([r.status, r.body]).toEqual([404, '<h1>404</h1>']);
    expect(r.headers['x-frame-options']).toBe('DENY');
  });

  it('answers through a rebuild: the old build until the new one is in place, "rebuilding" while none is, then the new one', async () => {
    const site = join(base, 'site');
    mkdirSync(join(site, '_astro'), { recursive: true });
    writeFileSync(join(site, 'index.html'), '<h1>build 1</h1>');
    writeFileSync(join(site, '_astro', 'a1.js'), 'one');
    const served = createSiteServer(site);
    await new Promise<void>((done) => served.listen(0, '127.0.0.1', () => done()));
    const at = (path: string) => getFrom((served.address() as AddressInfo).port, path);
    try {
      expect((await at('/')).body).toBe('<h1>build 1</h1>');
      // The next build is made beside it (build 2, with a new hashed file); the first is still served.
      const next = join(base, 'site-next');
      mkdirSync(join(next, '_astro'), { recursive: true });
      writeFileSync(join(next, 'index.html'), '<h1>build 2</h1>');
      writeFileSync(join(next, '_astro', 'a2.js'), 'two');
      expect((await at('/_astro/a1.js')).body).toBe('one');
      // No build in place (the instant between the two renames): a short answer, and the server lives on.
      renameSync(site, `${site}.moved`);
      const between = await at('/');
      expect([between.status, between.body]).toEqual([503, 'The site is being rebuilt; reload in a moment.\n']);
      renameSync(`${site}.moved`, site);
      replaceBuild(next, site);
      expect((await at('/')).body).toBe('<h1>build 2</h1>');
      expect((await at('/_astro/a2.js')).body).toBe('two');
      expect((await at('/_astro/a1.js')).status).toBe(404);
    } finally {
      await new Promise<void>((done) => served.close(() => done()));
    }
  });
});
