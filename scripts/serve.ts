// Serves the built site on 127.0.0.1 only (scripts/siteServer.ts): `npm run serve` serves dist/,
// `npm start` takes the port first and then builds. Port: --port N, a bare number, or PORT (scripts/serveOptions.ts).
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { createSiteServer } from './siteServer.ts';
import { portTakenMessage, serveOptions, type ServeOptions } from './serveOptions.ts';

let options: ServeOptions;
try {
  options = serveOptions(process.argv.slice(2), process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
const { root, port, build } = options;

// A rebuild may take away a file in the instant after a request found it; the file server (sirv) has no way
// to report that for its response, so the error surfaces here. That response is lost; the server goes on.
process.on('uncaughtException', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'ENOENT') throw error;
  console.error(`A file went away while it was sent (a rebuild): ${error.path ?? ''}`);
});

const server = createSiteServer(root);
server.once('error', (error: NodeJS.ErrnoException) => {
  console.error(error.code === 'EADDRINUSE' ? portTakenMessage(port) : `Cannot serve on port ${port}: ${error.message}`);
  process.exit(1);
});
server.listen(port, '127.0.0.1', () => {
  const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  if (!build) return console.log(`Serving ${root} at ${address}`);
  // The port is held before the build starts, so a taken port is said at once, not after the build; until the
  // first build is in place the server answers that the site is being rebuilt.
  console.log(`Building the site; then serving ${root} at ${address}`);
  const builder = spawn(process.execPath, [new URL('./build.ts', import.meta.url).pathname], { stdio: 'inherit' });
  builder.on('exit', (code) => {
    if (code !== 0) {
      console.error('The build failed (see above); nothing is served.');
      process.exit(code ?? 1);
    }
    console.log(`Serving ${root} at ${address}`);
  });
});
