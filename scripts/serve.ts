// Serves the built site on 127.0.0.1 only: node scripts/serve.ts [dir] [port] (scripts/siteServer.ts).
import { createSiteServer } from './siteServer.ts';

const root = process.argv[2] ?? 'dist';
const port = Number(process.argv[3] ?? 4321);
createSiteServer(root).listen(port, '127.0.0.1', () => console.log(`Serving ${root} at http://127.0.0.1:${port}/`));
