/** `npm start` / `npm run serve`: the port asked for is the port served, and a taken port is one line. */
import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PORT, portTakenMessage, serveOptions } from '../../scripts/serveOptions.ts';
import { PROCESS_MS } from '../support/processBudget.ts';

describe('serveOptions', () => {
  it('takes the port from --port, a bare number or PORT, in that order', () => {
    expect(serveOptions([], {})).toEqual({ root: 'dist', port: DEFAULT_PORT, build: false });
    expect(serveOptions([], { PORT: '4477' }).port).toBe(4477);
    // `npm run serve -- 4401`: the number after the script's own arguments
    expect(serveOptions(['4401'], { PORT: '4477' }).port).toBe(4401);
    expect(serveOptions(['--port', '4402'], { PORT: '4477' }).port).toBe(4402);
    expect(serveOptions(['--port=4403'], {}).port).toBe(4403);
    expect(serveOptions(['site', '--build'], {})).toEqual({ root: 'site', port: DEFAULT_PORT, build: true });
  });

  it('names what is wrong with a port or an option', () => {
    expect(() => serveOptions(['--port', 'x'], {})).toThrow('--port should be a port number from 0 to 65535, not "x".');
    expect(() => serveOptions([], { PORT: '70000' })).toThrow('PORT should be a port number from 0 to 65535');
    expect(() => serveOptions(['--host'], {})).toThrow('Unknown option --host');
  });
});

/** Runs scripts/serve.ts until it exits, or for at most the process budget, and returns what it printed. */
function runServe(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['scripts/serve.ts', ...args], { env: { ...process.env, ...env } });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  return new Promise<{ out: string; code: number | null }>((done) => {
    const timer = setTimeout(() => child.kill(), PROCESS_MS);
    child.on('exit', (code) => {
      clearTimeout(timer);
      done({ out, code });
    });
  });
}

describe('scripts/serve.ts', () => {
  it('says in one line that the port is taken, before building, with no stack trace', async () => {
    const taken = createServer();
    await new Promise<void>((done) => taken.listen(0, '127.0.0.1', done));
    const port = (taken.address() as AddressInfo).port;
    try {
      // --build would take a minute if it got that far: the refusal comes first.
      const { out, code } = await runServe(['--build'], { PORT: String(port) });
      expect(code).toBe(1);
      expect(out.trim().split('\n')).toEqual([portTakenMessage(port)]);
    } finally {
      taken.close();
    }
  });
});
