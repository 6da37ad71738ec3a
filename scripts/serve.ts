// Serves the built site on 127.0.0.1 only: node scripts/serve.ts [dir] [port] (scripts/siteServer.ts).
import { createSiteServer } from './siteServer.ts';

const root = process.argv[2] ?? 'dist';
const port = Number(process.argv[3] ?? 4321);
// A rebuild may take away a file in the instant after a request found it; the file server (sirv) has no way
// to report that for its response, so the error surfaces here. That response is lost; the server goes on.
process.on('uncaughtException', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'ENOENT') throw error;
  console.error(`A file went away while it was sent (a rebuild): ${error.path ?? ''}`);
});
createSiteServer(root).listen(port, '127.0.0.1', () => console.log(`Serving ${root} at http://127.0.0.1:${port}/`));
